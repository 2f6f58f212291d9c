import ConstruktDiagnostics
import ConstruktYAML
import Testing

@testable import ConstruktAST

@Suite struct RobustnessTests {
    private static let pieces = [
        "$", "{", "}", "${", "$$", "(", ")", "[", "]", "'", "\"", "\\", "a", "bc", "1", "2.5", ".", "?", "?.",
        ":", "!", "-", "+", "*", "/", "%", "<", "=", "==", "&&", "||", "??", ",", " ", "é", "\n", "\t", "min(",
        ".count", "true", "nil", "\\u{", "9999999999999999999999", "😀", "#", "@", "\r\n",
    ]

    private static func randomText(_ generator: inout SeededGenerator, maxPieces: Int = 24) -> String {
        let count = Int.random(in: 0...maxPieces, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test func randomValuesNeverCrashAndAlwaysAnswer() {
        var generator = SeededGenerator(state: 2026)
        let styles: [ScalarStyle] = [.plain, .singleQuoted, .doubleQuoted, .literal, .folded]
        for _ in 0..<5_000 {
            let text = Self.randomText(&generator)
            let style = styles.randomElement(using: &generator) ?? .plain
            let file = SourceFile(path: "fuzz.yaml", text: "v: " + text)
            let range = SourceRange(start: file.position(atOffset: 3), end: file.position(atOffset: file.bytes.count))
            let (value, diagnostics) = ValueParser.parse(YAMLNode(.scalar(text, style), range: range), in: file)
            #expect(value != nil || diagnostics.contains { $0.severity == .error }, "\(text.debugDescription)")
            if value != nil { #expect(!diagnostics.contains { $0.severity == .error }, "\(text.debugDescription)") }
            for diagnostic in diagnostics {
                let location = diagnostic.location.range
                #expect(location.start.offset <= location.end.offset && location.end.offset <= file.bytes.count)
            }
        }
    }

    @Test func mismatchedRangesFallBackWithoutCrashing() {
        let file = SourceFile(path: "a.yaml", text: "v: x")
        let bogus = SourceRange(
            start: SourcePosition(line: 9, column: 9, offset: 500), end: SourcePosition(line: 1, column: 1, offset: -4))
        let (value, diagnostics) = ValueParser.parse(YAMLNode(.scalar("${a +}", .doubleQuoted), range: bogus), in: file)
        #expect(value == nil && diagnostics.first?.code.id == "CK0305")
        let map = ScalarSourceMap(text: "completely different", style: .doubleQuoted, range: bogus, in: file)
        #expect(map.range(ofScalars: 3..<100).end.offset <= file.bytes.count)
    }

    @Test func chainsCountTowardsTheDepthLimit() {
        let sum64 = Array(repeating: "a", count: 65).joined(separator: " + ")
        #expect(parseValue("${\(sum64)}").1.isEmpty)
        let sum65 = Array(repeating: "a", count: 66).joined(separator: " + ")
        #expect(parseValue("${\(sum65)}").1.map(\.code.id) == ["CK0310"])
        #expect(parseValue("${a\(String(repeating: ".b", count: 64))}").1.isEmpty)
        #expect(parseValue("${a\(String(repeating: ".b", count: 65))}").1.map(\.code.id) == ["CK0310"])
        #expect(parseValue("${(a + b) * c}").0 != nil)
    }

    /// However large the length limit, the tree stays shallow enough for recursive walks on any
    /// thread's stack: 32,000 chained operators used to overflow it.
    @Test func hugeExpressionsStayWithinTheStack() {
        let unlimited = ExpressionLimits(maxLength: 1 << 20)
        for source in [
            Array(repeating: "a", count: 32_000).joined(separator: "+"),
            "a" + String(repeating: ".b", count: 20_000),
            Array(repeating: "a", count: 10_000).joined(separator: " ?? "),
            String(repeating: "!", count: 10_000) + "a",
            String(repeating: "[", count: 10_000),
            String(repeating: "(", count: 10_000),
            String(repeating: "c ? ", count: 5_000) + "a",
        ] {
            #expect(parseValue("${\(source)}", limits: unlimited).1.map(\.code.id) == ["CK0310"])
        }
    }

    @Test func hugeUnterminatedValuesAreLinear() {
        let text = String(repeating: "${'", count: 20_000)
        let (value, diagnostics) = parseValue(text)
        #expect(value == nil && !diagnostics.isEmpty)
        #expect(
            parseValue(String(repeating: "$", count: 50_001)).0 == .text(String(repeating: "$", count: 25_000) + "$"))
    }

    /// The re-scan that maps decoded characters to source bytes must decode exactly as libyaml does;
    /// wherever it agrees, positions inside the scalar are exact.
    @Test func rescanningAgreesWithLibYAML() throws {
        var generator = SeededGenerator(state: 42)
        let doubleQuoted = [
            "a", " ", "  ", "\\t", "\\u00e9", "\\x41", "\\\"", "\\\\", "\\n", "\n", "\n\n", "\n  ", "é",
            "${x}", "\\\n", "\\\n\n", "'", "\r\n", "\\U0001F600", "\\ ", "\t", "\\/", "\\_",
        ]
        let singleQuoted = ["a", "''", " ", "\n", "\n  \n", "é", "$", "\"", "\\", "\t", "\n\n\n  "]
        let plain = ["ab", "c$d", "é", " ", "\n  ", "\n\n  ", "x'y", "\"q"]
        var checkedByStyle: [ScalarStyle: Int] = [:]
        for round in 0..<3_000 {
            let yaml: String
            switch round % 5 {
            case 0: yaml = "v: \"" + Self.compose(doubleQuoted, &generator) + "\"\n"
            case 1: yaml = "v: '" + Self.compose(singleQuoted, &generator) + "'\n"
            case 2: yaml = "v: w" + Self.compose(plain, &generator) + "z\n"
            default: yaml = Self.blockScalar(folded: round % 5 == 4, &generator)
            }
            guard let fixture = try? YAMLFixture(yaml),
                let node = fixture.scalars.first(where: { $0.isValueUnderTest }),
                case .scalar(let decoded, let style) = node.value
            else { continue }
            let bytes = fixture.file.bytes
            let source = MappedScalar.sourceScalars(of: bytes, in: node.range.start.offset..<node.range.end.offset)
            let rescanned: [MappedScalar] =
                switch style {
                case .literal, .folded:
                    BlockScalarDecoder.decode(
                        source, literal: style == .literal,
                        enclosingIndent: ScalarSourceMap.enclosingIndent(
                            ofBlockScalarAt: node.range.start.offset, in: bytes)
                    )
                default: FlowScalarDecoder.decode(source, style: style)
                }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: rescanned.map(\.scalar))
            #expect(String(text) == decoded, "\(yaml.debugDescription)")
            Self.expectEveryCharacterMapsToItsSource(node, in: fixture)
            checkedByStyle[style, default: 0] += 1
        }
        for style in [ScalarStyle.plain, .singleQuoted, .doubleQuoted, .literal, .folded] {
            #expect(checkedByStyle[style, default: 0] > 300, "\(style): \(checkedByStyle)")
        }
    }

    /// Expressions written in every scalar style, read by libyaml: whatever they hold, every
    /// diagnostic points inside the scalar that holds the problem.
    @Test func diagnosticsPointInsideTheirScalar() throws {
        var generator = SeededGenerator(state: 99)
        let expressionPieces = [
            "a", " + ", "b", "(", ")", "[", "]", "'s'", "\\\"q\\\"", "\\u00e9", ", ", "?", " : ", "!", "1.5",
            "min(", ".count", "$", "{", "}", " ", "\\n", "==", "< 1 <", "'", ".",
        ]
        var parsed = 0
        for round in 0..<2_000 {
            let content = "${" + Self.compose(expressionPieces, &generator) + (round % 3 == 0 ? "" : "}")
            let yaml =
                switch round % 4 {
                case 0: "k:\n  v: \"x \(content) y\"\n"
                case 1: "k:\n  v: '\(content.replacing("'", with: "''"))'\n"
                case 2: "k:\n  v: |\n    \(content.replacing("\\\\", with: "\\"))\n    tail\n"
                default: "k:\n  v: >-\n    x\n    \(content.replacing("\\\\", with: "\\"))\n"
                }
            guard let fixture = try? YAMLFixture(yaml) else { continue }
            let node = fixture.value
            let (value, diagnostics) = fixture.parse()
            #expect(value != nil || !diagnostics.isEmpty, "\(yaml.debugDescription)")
            for diagnostic in diagnostics {
                let range = diagnostic.location.range
                #expect(
                    range.start.offset >= node.range.start.offset && range.end.offset <= node.range.end.offset,
                    "\(yaml.debugDescription): \(diagnostic.message) at \(range)")
                #expect(range.start.offset <= range.end.offset)
            }
            parsed += 1
        }
        #expect(parsed > 1_000)
    }

    /// Every decoded character that is not white space maps to the same character in the source,
    /// or to the escape that spells it.
    private static func expectEveryCharacterMapsToItsSource(_ node: YAMLNode, in fixture: YAMLFixture) {
        guard let map = ScalarSourceMap(node: node, in: fixture.file) else { return }
        for (index, scalar) in map.scalars.enumerated() where !scalar.isBlank && !scalar.isLineBreak {
            let source = fixture.text(map.range(ofScalars: index..<index + 1))
            let matches = source == String(Character(scalar)) || source.hasPrefix("\\") || source == "''"
            #expect(matches, "\(fixture.file.lineText(1).debugDescription) …: '\(scalar)' maps to '\(source)'")
        }
    }

    private static func compose(_ parts: [String], _ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...10, using: &generator)
        return (0..<count).map { _ in parts.randomElement(using: &generator) ?? "" }.joined()
    }

    private static func blockScalar(folded: Bool, _ generator: inout SeededGenerator) -> String {
        let header = (folded ? ">" : "|") + (["", "-", "+", "2", "2-", "+2"].randomElement(using: &generator) ?? "")
        let lines = ["  a b", "  ${x}", "    more", "", "  ", "   c", "  é d", "\t", "      ", "  # not a comment"]
        let contexts: [(prefix: String, indent: String)] = [
            ("v: ", ""), ("k:\n  v: ", "  "), ("- ", ""), ("- v: ", "  "),
        ]
        let context = contexts.randomElement(using: &generator) ?? contexts[0]
        let count = Int.random(in: 0...6, using: &generator)
        let body = (0..<count).map { _ in lines.randomElement(using: &generator) ?? "" }
        let trailer = context.prefix.hasPrefix("-") ? "- 1\n" : "\(context.indent)z: 1\n"
        return context.prefix + header + "\n" + body.map { ($0.isEmpty ? "" : context.indent) + $0 + "\n" }.joined()
            + trailer
    }
}

extension YAMLNode {
    /// The scalars the generated documents test: every one but the keys `k`, `v`, `z` and the `1`.
    fileprivate var isValueUnderTest: Bool {
        guard case .scalar(let text, let style) = value else { return false }
        return style != .plain || !["k", "v", "z", "1"].contains(text)
    }
}
