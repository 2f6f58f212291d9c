import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// A literal written before the sibling that gives it its type is typed as Swift types it: the
/// most telling item of a list, branch of a ternary or side of `??` is typed first, and the others
/// follow it (they were "expected Int, found Double" and "the type of an empty list cannot be
/// inferred here").
@Suite struct LiteralFirstTypingTests {
    static func derivedTypes(_ derived: [(String, String)], state: String = "") throws -> [String: String] {
        let text =
            "screen: Literals\nstate:\n  flag: Bool\n  names: \"[String]\"\n  maybe: \"[String]?\"\n  x: Double\n  n: Int?\n"
            + state + "derived:\n" + derived.map { "  \($0.0): \($0.1)\n" }.joined()
            + "body:\n  LabelView: Literals\n"
        let document = try #require(YAMLLoader.load(SourceFile(path: "Literals.screen.yaml", text: text)).document)
        let (apps, diagnostics) = FrontEnd.check([document])
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let screen = try #require(apps.first?.screens.first)
        return Dictionary(uniqueKeysWithValues: screen.derived.map { ($0.name, "\($0.value.type)") })
    }

    @Test func aListIsTypedByItsMostTellingItem() throws {
        let types = try Self.derivedTypes([
            ("fraction", "\"${[1, 2.5]}\""), ("empties", "\"${[[], ['a']]}\""), ("nils", "\"${[nil, 1]}\""),
            ("named", "\"${[1, x]}\""), ("optionals", "\"${[n, 1]}\""), ("yaml", "[\"${1}\", \"${2.5}\"]"),
            ("yamlEmpty", "[[], [\"${x}\"]]"), ("converted", "\"${[2, Double(14)]}\""),
            ("convertedFirst", "\"${[CGFloat(1), 2]}\""),
        ])
        #expect(types["converted"] == "[Double]")
        #expect(types["convertedFirst"] == "[CGFloat]")
        #expect(types["fraction"] == "[Double]")
        #expect(types["empties"] == "[[String]]")
        #expect(types["nils"] == "[Int?]")
        #expect(types["named"] == "[Double]")
        #expect(types["optionals"] == "[Int?]")
        #expect(types["yaml"] == "[Double]")
        #expect(types["yamlEmpty"] == "[[Double]]")
    }

    @Test func aTernaryAndOperatorsAreTypedByTheirMostTellingSide() throws {
        let types = try Self.derivedTypes([
            ("branches", "\"${flag ? [] : ['a']}\""), ("fractions", "\"${flag ? [1] : [2.5]}\""),
            ("plus", "\"${[] + names}\""), ("equal", "\"${[] == names}\""), ("lists", "\"${[1] + [2.5]}\""),
            ("coalesced", "\"${(flag ? nil : []) ?? names}\""), ("number", "\"${(flag ? nil : 1) ?? x}\""),
            ("first", "\"${[1, 2.5].first ?? 0}\""), ("fallback", "\"${maybe ?? []}\""),
        ])
        #expect(types["branches"] == "[String]")
        #expect(types["fractions"] == "[Double]")
        #expect(types["plus"] == "[String]")
        #expect(types["equal"] == "Bool")
        #expect(types["lists"] == "[Double]")
        #expect(types["coalesced"] == "[String]")
        #expect(types["number"] == "Double")
        #expect(types["first"] == "Double")
        #expect(types["fallback"] == "[String]")
    }

    @Test func itemsOfTwoTypesAndEmptyListsAloneAreStillRefused() throws {
        let text = """
            screen: Mixed
            derived:
              mixed: "${[1, 'a']}"
              empty: "${[[], []]}"
              branches: "${true ? [] : nil}"
            body:
              LabelView: "${mixed} ${empty} ${branches}"
            """
        let document = try #require(YAMLLoader.load(SourceFile(path: "Mixed.screen.yaml", text: text)).document)
        let messages = FrontEnd.check([document]).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains("expected Int, found String"))
        #expect(messages.filter { $0 == "the type of an empty list cannot be inferred here" }.count == 2)
    }
}
