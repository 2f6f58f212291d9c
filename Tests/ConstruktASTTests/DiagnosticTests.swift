import ConstruktDiagnostics
import Testing

@testable import ConstruktAST

/// Every CK03xx code, read through libyaml, with its exact position, message and help.
@Suite struct DiagnosticTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var yaml: String
        var code: String
        var range: String
        var message: String
        var help: String?
        var testDescription: String { "\(code): \(yaml)" }
    }

    static let cases: [Case] = [
        Case(
            yaml: "v: ${count + 1", code: "CK0301", range: "1:4-1:6", message: "'${' is never closed",
            help: "add '}' where the expression ends, or write '$${' for the literal text '${'"),
        Case(
            yaml: "v: \"Hi ${name, it's me\"", code: "CK0301", range: "1:8-1:10", message: "'${' is never closed",
            help: "add '}' where the expression ends, or write '$${' for the literal text '${'"),
        Case(
            yaml: "v: \"${ }\"", code: "CK0302", range: "1:5-1:9", message: "'${}' holds no expression",
            help: "write an expression between the braces, such as '${count}', or '$${}' for the literal text"),
        Case(
            yaml: "v: ${$count}", code: "CK0303", range: "1:6-1:7",
            message: "unexpected character '$' in an expression",
            help: "names inside '${…}' are written without '$'"),
        Case(
            yaml: "v: \"${a + \\u00e9}\"", code: "CK0303", range: "1:11-1:17",
            message: "unexpected character 'é' in an expression",
            help: "names are made of ASCII letters, digits and '_'; put other text in a string literal"),
        Case(
            yaml: "v: \"${count 1}\"", code: "CK0304", range: "1:13-1:14",
            message: "unexpected number '1' after the expression",
            help: "put an operator between the two values, such as '+', '&&' or '??'"),
        Case(
            yaml: "v: \"${isNew ? 'New'}\"", code: "CK0304", range: "1:15-1:20",
            message: "expected ':' and the other branch of the conditional, found the end of the expression",
            help: "a conditional is written 'condition ? value : otherValue'"),
        Case(
            yaml: "v: \"${name!}\"", code: "CK0304", range: "1:11-1:12", message: "unexpected '!' after the expression",
            help: "there is no force unwrapping; give a default with '??', as in 'name ?? \"\"'"),
        Case(
            yaml: "v: \"${meta['views']}\"", code: "CK0304", range: "1:11-1:12",
            message: "unexpected '[' after the expression: the expression language has no subscripts",
            help:
                "read a list's elements with '.first', '.last', 'first(where: { … })' or '.prefix(n)'; "
                + "a dictionary is read whole, by its '.count' and '.isEmpty'"),
        Case(
            yaml: "v: \"${a)}\"", code: "CK0304", range: "1:8-1:9",
            message: "unexpected ')' without a matching opening bracket",
            help: "remove it, or add the opening bracket"),
        Case(
            yaml: "v: \"${a.}\"", code: "CK0304", range: "1:8-1:9",
            message: "expected a member name after '.', found the end of the expression",
            help: "write a property such as '.count', or a method such as '.uppercased()'"),
        Case(
            yaml: "v: \"${count +}\"", code: "CK0305", range: "1:13-1:14", message: "expected an expression after '+'",
            help: nil),
        Case(
            yaml: "v: \"${* 2}\"", code: "CK0305", range: "1:7-1:8", message: "expected an expression, found '*'",
            help: "'*' needs a value on both sides"),
        Case(
            yaml: "v: \"${name ?? 'anon}\"", code: "CK0306", range: "1:15-1:16",
            message: "string literal is never closed",
            help: "add a closing ' at the end of the text"),
        Case(
            yaml: "v: ${'caf\\u00e9'}", code: "CK0307", range: "1:10-1:16",
            message: "a '\\u' escape needs braces around its hex digits",
            help: "write '\\u{00e9}'"),
        Case(
            yaml: "v: ${'n=\\(n)'}", code: "CK0307", range: "1:9-1:11", message: "'\\(' is not an escape sequence",
            help: "string literals cannot interpolate; write the text outside the braces, as in 'Count: ${count}'"),
        Case(
            yaml: "v: ${'\\u{D800}'}", code: "CK0307", range: "1:7-1:15",
            message: "'\\u{D800}' is not a Unicode scalar",
            help: "surrogates and values above 10FFFF have no character; write the character's code point"),
        Case(
            yaml: "v: \"${0 < n < 10}\"", code: "CK0308", range: "1:13-1:14",
            message: "comparison operators cannot be chained: '<' follows '<'",
            help: "to test both, write '0 < n && n < 10'; to compare the result, write '(0 < n) < 10'"),
        Case(
            yaml: "v: ${name.capitalized()}", code: "CK0311", range: "1:11-1:22",
            message: "unknown method 'capitalized'",
            help:
                "the built-in methods are text.uppercased(), text.lowercased(), text.trimmed(), items.prefix(3), items.suffix(3), names.joined(\", \"), movies.map(\\.title), items.filter, items.sorted(by:), items.first(where:), items.contains(where:), title.contains(query), items.max(by:), items.min(by:), names.sorted(), scores.max(), scores.min(), items.reduce, items.firstIndex(of: item) and items.firstIndex(where:)"
        ),
        Case(
            yaml: "v: ${min(a)}", code: "CK0312", range: "1:11-1:12",
            message: "'min' takes 2 arguments, but 1 was given",
            help: "write 'min(a, b)'"),
        Case(
            yaml: "v: ${5.}", code: "CK0313", range: "1:6-1:8", message: "'5.' needs digits after the decimal point",
            help: "write '5.0'"),
        Case(
            yaml: "v: ${.5}", code: "CK0313", range: "1:6-1:8", message: "'.5' needs a digit before the decimal point",
            help: "write '0.5'"),
        Case(
            yaml: "v: ${99999999999999999999}", code: "CK0313", range: "1:6-1:26",
            message: "integer literal '99999999999999999999' does not fit in Int",
            help: "Int holds \(Int.min) to \(Int.max); for larger values write a Double such as '1.0e20'"
        ),
        Case(
            yaml: "v: ${0x1F}", code: "CK0313", range: "1:6-1:10", message: "'0x1F' is not a valid number",
            help: "numbers are written in decimal, as in '12', '1.5' or '2.5e3'"),
        Case(
            yaml: "v: \"${count = 0}\"", code: "CK0314", range: "1:13-1:14", message: "'=' is not an operator here",
            help: "use '==' to compare; to change a value, use a 'set:' statement"),
        Case(
            yaml: "v: \"${a === b}\"", code: "CK0314", range: "1:9-1:12", message: "'===' is not an operator here",
            help: "use '=='; values are compared by value"),
        Case(
            yaml: "v: \"${a !== b}\"", code: "CK0314", range: "1:9-1:12", message: "'!==' is not an operator here",
            help: "use '!='; values are compared by value"),
        Case(
            yaml: "v: ${a and b}", code: "CK0314", range: "1:8-1:11", message: "'and' is not an operator here",
            help: "use '&&'"),
        Case(
            yaml: "v: ${a or b}", code: "CK0314", range: "1:8-1:10", message: "'or' is not an operator here",
            help: "use '||'"),
        Case(
            yaml: "v: ${a & b}", code: "CK0314", range: "1:8-1:9", message: "'&' is not an operator here",
            help: "use '&&'"),
        Case(
            yaml: "v: ${not a}", code: "CK0314", range: "1:6-1:9", message: "'not' is not an operator here",
            help: "use '!'"),
        Case(
            yaml: "v: \"${min(a, b}\"", code: "CK0315", range: "1:10-1:11", message: "'(' is never closed",
            help: "add ')' where the group ends"),
        Case(
            yaml: "v: \"${[a, b}\"", code: "CK0315", range: "1:7-1:8", message: "'[' is never closed",
            help: "add ']' where the group ends"),
    ]

    @Test(arguments: cases)
    func diagnostic(_ testCase: Case) throws {
        let fixture = try YAMLFixture(testCase.yaml)
        let (value, diagnostics) = fixture.parse()
        #expect(value == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code.id == testCase.code)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.path == "test.screen.yaml")
        #expect(diagnostic.location.range.description == testCase.range)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.help == testCase.help)
    }

    @Test func tooLongAndTooDeep() {
        let long = parseValue("${aaaa + bbbb + cccc}", limits: ExpressionLimits(maxLength: 10))
        #expect(long.1.map(\.code.id) == ["CK0309"])
        #expect(long.1.first?.message == "expression is 18 bytes long, more than the limit of 10")
        #expect(long.1.first?.location.range.description == "1:3-1:21")
        let nested = String(repeating: "(", count: 65) + "a" + String(repeating: ")", count: 65)
        let deep = parseValue("${\(nested)}")
        #expect(deep.1.map(\.code.id) == ["CK0310"])
        #expect(deep.1.first?.location.range.description == "1:67-1:68")
        #expect(deep.1.first?.message == "expression nests deeper than 64 levels")
        for diagnostic in long.1 + deep.1 {
            #expect(diagnostic.help == "move parts of it into 'derived:' values and combine those")
        }
    }

    @Test func uninterpolatedNameIsAWarningWithAFix() throws {
        let fixture = try YAMLFixture("v: \"Total: $price.amount!\"")
        let (value, diagnostics) = fixture.parse()
        #expect(value == .text("Total: $price.amount!"))
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(warning.code.id == "CK0316" && warning.severity == .warning)
        #expect(warning.location.range.description == "1:12-1:25")
        #expect(warning.message == "'$price.amount' inside text is not replaced by the value")
        #expect(warning.help == "write '${price.amount}' to insert the value, or '$$price.amount' for the literal text")
        #expect(warning.fixIts.map(\.replacement) == ["${price.amount}"])
    }

    @Test func labelsPointAtTheOtherHalf() throws {
        let chained = try YAMLFixture("v: \"${0 < n < 10}\"").parse().1
        #expect(chained.first?.labels.map(\.location.range.description) == ["1:9-1:10"])
        let unclosed = try YAMLFixture("v: \"${min(a, b}\"").parse().1
        #expect(unclosed.first?.labels.map(\.location.range.description) == ["1:14-1:15"])
    }

    @Test func fixItsReplaceTheToken() throws {
        let equals = try YAMLFixture("v: \"${count = 0}\"").parse().1
        #expect(equals.first?.fixIts.map(\.replacement) == ["=="])
        #expect(equals.first?.fixIts.first?.location.range.description == "1:13-1:14")
        let dollar = try YAMLFixture("v: ${$count}").parse().1
        #expect(dollar.first?.fixIts.map(\.replacement) == [""])
    }

    /// The examples in `explain` text are real: each produces the code it illustrates.
    @Test func catalogExamplesProduceTheirCode() throws {
        var examples = 0
        for code in DiagnosticCatalog.all where code.id.hasPrefix("CK03") {
            for line in code.explanation.split(separator: "\n") where line.hasPrefix("    ") {
                let yaml = line.trimmingPrefix("    ")
                guard let first = yaml.first, first.isLetter, yaml.contains(": ") else { continue }
                let diagnostics = try YAMLFixture(String(yaml)).parse().1
                #expect(diagnostics.first?.code == code, "\(code.id): \(yaml)")
                examples += 1
            }
        }
        #expect(examples >= 14)
    }

    @Test func everyCodeIsInTheCatalogOnce() {
        let ids = DiagnosticCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let expressionIDs = ids.filter { $0.hasPrefix("CK03") }
        #expect(expressionIDs == (1...16).map { "CK03" + ($0 < 10 ? "0\($0)" : "\($0)") })
        for code in DiagnosticCatalog.all where code.id.hasPrefix("CK03") {
            #expect(!code.summary.isEmpty && code.explanation.count > 80, "\(code.id)")
        }
    }
}
