import Testing

@testable import ConstruktAST

@Suite struct RoundTripTests {
    /// A random expression from the grammar, at most `depth` levels deep.
    private static func expression(_ depth: Int, _ generator: inout SeededGenerator) -> String {
        let leaves = [
            "a", "count", "12", "-3", "1.5", "2.5e3", "'t'", "\"it's\"", "true", "nil", "[]", "'\\u{1F600}\\n'",
        ]
        guard depth > 0, Int.random(in: 0..<4, using: &generator) != 0 else {
            return leaves.randomElement(using: &generator) ?? "a"
        }
        let sub = { (generator: inout SeededGenerator) in expression(depth - 1, &generator) }
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return "(\(sub(&generator)))"
        case 1: return "[\(sub(&generator)), \(sub(&generator))]"
        case 2: return "\(UnaryOperator.allCases.randomElement(using: &generator)?.rawValue ?? "!")\(sub(&generator))"
        case 3:
            return "\(sub(&generator)).\(["count", "isEmpty", "first", "b"].randomElement(using: &generator) ?? "b")"
        case 4: return "\(sub(&generator))?.uppercased()"
        case 5:
            return
                "\(["min", "max", "format"].randomElement(using: &generator) ?? "min")(\(sub(&generator)), \(sub(&generator)))"
        case 6: return "\(sub(&generator)) ? \(sub(&generator)) : \(sub(&generator))"
        default:
            let op = BinaryOperator.allCases.randomElement(using: &generator) ?? .add
            return "\(sub(&generator)) \(op.rawValue) \(sub(&generator))"
        }
    }

    /// Whatever parses prints to a canonical form that parses back to the same tree.
    @Test func printedExpressionsParseBackToTheSameTree() {
        var generator = SeededGenerator(state: 5)
        var parsed = 0
        for _ in 0..<3_000 {
            let source = Self.expression(4, &generator)
            guard case .expression(let first) = parseValue("${\(source)}").0 else { continue }
            let canonical = first.description
            guard case .expression(let second) = parseValue("${\(canonical)}").0 else {
                Issue.record("'\(source)' printed as '\(canonical)', which does not parse")
                continue
            }
            #expect(second.description == canonical, "\(source)")
            parsed += 1
        }
        #expect(parsed > 1_000)
    }
}
