import ConstruktChecker
import Testing

@testable import ConstruktRuntime

/// Comparisons evaluate as the generated app's Swift operators do, on equal operands as on
/// different ones: `<=` and `>=` hold between equal values, `<` and `>` do not.
@Suite struct ComparisonTests {
    /// Each comparison the language has, beside the Swift operator it is emitted as.
    static func operators<T: Comparable>(_: T.Type) -> [(symbol: String, swift: (T, T) -> Bool)] {
        [("<", (<)), ("<=", (<=)), (">", (>)), (">=", (>=)), ("==", (==)), ("!=", (!=))]
    }

    @Test func everyComparisonOfIntsDoublesAndStringsIsSwifts() throws {
        var derived: [(name: String, expression: String, value: RuntimeValue)] = []
        func compare<T: Comparable>(_ low: (name: String, value: T), _ high: (name: String, value: T)) {
            for op in Self.operators(T.self) {
                for (left, right) in [(low, low), (low, high), (high, low)] {
                    derived.append(
                        (
                            "d\(derived.count)", "\(left.name) \(op.symbol) \(right.name)",
                            .bool(op.swift(left.value, right.value))
                        ))
                }
            }
        }
        compare(("two", 2), ("three", 3))
        compare(("half", 0.5), ("whole", 1.0))
        compare(("apple", "apple"), ("pear", "pear"))
        let text = """
            screen: Comparisons
            state:
              two: { type: Int, default: 2 }
              three: { type: Int, default: 3 }
              half: { type: Double, default: 0.5 }
              whole: { type: Double, default: 1.0 }
              apple: { type: String, default: apple }
              pear: { type: String, default: pear }
            derived:
            \(derived.map { "  \($0.name): ${\($0.expression)}" }.joined(separator: "\n"))
            body:
              LabelView: Comparisons
            """
        let app = try SampleLoading.app([("Comparisons.screen.yaml", text)])
        let screen = try #require(app.screens.first)
        let values = try ScreenInstance(screen: screen, params: [:]).derived.values
        for (name, expression, value) in derived {
            #expect(values[name] == value, "\(expression)")
        }
    }
}
