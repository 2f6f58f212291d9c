import ConstruktDiagnostics
import ConstruktYAML
import Testing

@testable import ConstruktAST

@Suite struct ValueSyntaxTests {
    private func interpolation(_ text: String) -> [String]? {
        guard case .interpolation(let segments) = parseValue(text).0 else { return nil }
        return segments.map { segment in
            switch segment {
            case .text(let text, _): "text(\(text))"
            case .expression(let expression): "expr(\(expression))"
            }
        }
    }

    @Test func plainText() {
        #expect(parseValue("Hello").0 == .text("Hello"))
        #expect(parseValue("").0 == .text(""))
        #expect(parseValue("Price: $5").0 == .text("Price: $5"))
        #expect(parseValue("$").0 == .text("$"))
        #expect(parseValue("a } b {").0 == .text("a } b {"))
        #expect(parseValue("100$").0 == .text("100$"))
    }

    @Test func doubleDollarIsADollarEverywhere() {
        #expect(parseValue("$$").0 == .text("$"))
        #expect(parseValue("$$name").0 == .text("$name"))
        #expect(parseValue("$${x}").0 == .text("${x}"))
        #expect(parseValue("cost: $$$$5").0 == .text("cost: $$5"))
        #expect(interpolation("$$${x}") == ["text($)", "expr(x)"])
    }

    @Test func wholeExpressions() {
        #expect(parseValue("${count}").0.map(\.kindName) == "expression")
        #expect(parseValue("${ count + 1 }").0.map(\.kindName) == "expression")
        #expect(interpolation(" ${count}") == ["text( )", "expr(count)"])
        #expect(interpolation("${a}${b}") == ["expr(a)", "expr(b)"])
    }

    @Test func shorthand() throws {
        guard case .expression(let expression) = parseValue("$movie.poster.url").0 else {
            Issue.record("not an expression")
            return
        }
        #expect(expression.description == "movie.poster.url")
        #expect(expression.range.description == "1:2-1:18")
        guard case .expression(let name) = parseValue("$count").0 else {
            Issue.record("not an expression")
            return
        }
        #expect(name.kind == .name("count"))
        #expect(name.range.description == "1:2-1:7")
    }

    @Test func shorthandOnlyAsTheWholeValue() {
        let (value, diagnostics) = parseValue("Hello $name")
        #expect(value == .text("Hello $name"))
        #expect(diagnostics.map(\.code.id) == ["CK0316"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location.range.description == "1:7-1:12")
        #expect(diagnostics.first?.fixIts.first?.replacement == "${name}")
        #expect(parseValue("$name.").1.map(\.code.id) == ["CK0316"])
        #expect(parseValue("$5").1.isEmpty)
        #expect(parseValue("$count + 1").0 == .text("$count + 1"))
        #expect(parseValue("$movie?.title").1.first?.fixIts.first?.replacement == "${movie?.title}")
        #expect(parseValue("You have $count.").1.first?.fixIts.first?.replacement == "${count}")
    }

    @Test func interpolationSplitting() {
        #expect(interpolation("${title}: ${count}") == ["expr(title)", "text(: )", "expr(count)"])
        #expect(interpolation("Hello, ${name ?? 'you'}!") == ["text(Hello, )", "expr((name ?? \"you\"))", "text(!)"])
        #expect(interpolation("${'}'} and ${\"{\"}") == ["expr(\"}\")", "text( and )", "expr(\"{\")"])
        #expect(interpolation(#"a ${'it\'s }'} b"#) == ["text(a )", #"expr("it's }")"#, "text( b)"])
        #expect(interpolation("Cost: $$${price}") == ["text(Cost: $)", "expr(price)"])
    }

    @Test func interpolationTextRanges() {
        guard case .interpolation(let segments) = parseValue("ab${x}cd").0 else {
            Issue.record("not an interpolation")
            return
        }
        guard case .text(_, let last) = segments[2] else {
            Issue.record("no trailing text")
            return
        }
        #expect(last.description == "1:7-1:9")
    }

    /// Braces nest inside `${…}`: the inner pair is a closure (which the checker accepts only as
    /// a built-in's argument), and the text goes on after the outer `}`.
    @Test func nestedBracesAreMatched() {
        let (value, diagnostics) = parseValue("${ {a} } tail")
        #expect(diagnostics.isEmpty)
        guard case .interpolation(let segments) = value, case .expression(let closure) = segments.first,
            case .closure(nil, let body) = closure.kind
        else {
            Issue.record("not a closure followed by text: \(String(describing: value))")
            return
        }
        #expect(body.kind == .name("a"))
        #expect(closure.range.description == "1:4-1:7")
    }

    @Test func everyExpressionOfAnInterpolationIsChecked() {
        let (value, diagnostics) = parseValue("${a +} and ${b *}")
        #expect(value == nil)
        #expect(diagnostics.map(\.code.id) == ["CK0305", "CK0305"])
    }

    @Test func nonScalarNodesAreNotValues() {
        let file = SourceFile(path: "a.yaml", text: "[]")
        let range = SourceRange(start: file.position(atOffset: 0), end: file.position(atOffset: 2))
        let (value, diagnostics) = ValueParser.parse(YAMLNode(.sequence([], flow: true), range: range), in: file)
        #expect(value == nil && diagnostics.isEmpty)
    }
}

extension ValueSyntax {
    var kindName: String {
        switch self {
        case .text: "text"
        case .expression: "expression"
        case .interpolation: "interpolation"
        }
    }
}
