import Testing

@testable import ConstruktAST

@Suite struct LiteralTests {
    private func kind(_ source: String) -> ExpressionSyntax.Kind? { parseExpression(source)?.kind }

    @Test func numbers() {
        #expect(kind("12") == .integer(12))
        #expect(kind("1_000") == .integer(1000))
        #expect(kind("-3") == .integer(-3))
        #expect(kind("-9223372036854775808") == .integer(Int.min))
        #expect(kind("9223372036854775807") == .integer(Int.max))
        #expect(kind("1.5") == .double(1.5))
        #expect(kind("-0.25") == .double(-0.25))
        #expect(kind("2.5e3") == .double(2500))
        #expect(kind("1e-2") == .double(0.01))
        #expect(kind("0") == .integer(0))
    }

    @Test func negativeLiteralRangeIncludesTheMinus() throws {
        let expression = try #require(parseExpression("- 5"))
        #expect(expression.kind == .integer(-5))
        #expect(expression.range.description == "1:3-1:6")
    }

    @Test func strings() {
        #expect(kind("'text'") == .string("text"))
        #expect(kind("\"text\"") == .string("text"))
        #expect(kind("''") == .string(""))
        #expect(kind(#"'it\'s'"#) == .string("it's"))
        #expect(kind(#""say \"hi\"""#) == .string("say \"hi\""))
        #expect(kind(#"'a\\b\n\t\r'"#) == .string("a\\b\n\t\r"))
        #expect(kind(#"'caf\u{e9} \u{1F600}'"#) == .string("café 😀"))
        #expect(kind(#""it's""#) == .string("it's"))
        #expect(kind("'}'") == .string("}"))
        #expect(kind("'${x}'") == .string("${x}"))
    }

    @Test func keywordsAndNames() {
        #expect(kind("true") == .boolean(true))
        #expect(kind("false") == .boolean(false))
        #expect(kind("nil") == .nilLiteral)
        #expect(kind("count") == .name("count"))
        #expect(kind("_private1") == .name("_private1"))
        #expect(kind("default") == .name("default"))
    }

    @Test func arrays() {
        #expect(printed("[1, 2, 3]") == "[1, 2, 3]")
        #expect(printed("[]") == "[]")
        #expect(printed("[a, [b, c], 'd']") == "[a, [b, c], \"d\"]")
        #expect(printed("[1, 2,]") == "[1, 2]")
        #expect(printed("[a + b, !c]") == "[(a + b), (!c)]")
    }

    @Test func printerEscapesStrings() {
        #expect(printed(#"'a"b\\c\n\u{1}'"#) == #""a\"b\\c\n\u{1}""#)
    }

    @Test func everyOperatorParses() {
        for op in BinaryOperator.allCases {
            #expect(printed("a \(op.rawValue) b") == "(a \(op.rawValue) b)")
        }
        for op in UnaryOperator.allCases {
            #expect(printed("\(op.rawValue)a") == "(\(op.rawValue)a)")
        }
    }

    @Test func invisibleCharactersAreNamedByCodePoint() {
        #expect(printed("a\u{A0}+ b") == "CK0303 1:4 unexpected character 'U+A0' in an expression")
        #expect(printed("a\u{200B}") == "CK0303 1:4 unexpected character 'U+200B' in an expression")
        let (_, diagnostics) = parseValue("${a\u{A0}}")
        #expect(diagnostics.first?.help?.hasPrefix("this invisible character") == true)
    }
}
