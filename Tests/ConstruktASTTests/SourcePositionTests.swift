import ConstruktDiagnostics
import ConstruktYAML
import Testing

@testable import ConstruktAST

/// Positions of expression nodes and diagnostics inside every scalar style, read by libyaml.
@Suite struct SourcePositionTests {
    /// The first name node `name` found in a parsed value.
    private func nameRange(_ name: String, in value: ValueSyntax?) -> SourceRange? {
        func search(_ expression: ExpressionSyntax) -> SourceRange? {
            switch expression.kind {
            case .name(let found) where found == name: return expression.range
            case .member(let base, _, _): return search(base)
            case .methodCall(let base, _, let arguments, _):
                return search(base) ?? arguments.lazy.compactMap(search).first
            case .call(_, let arguments), .array(let arguments): return arguments.lazy.compactMap(search).first
            case .unary(_, let operand): return search(operand)
            case .binary(_, let lhs, let rhs): return search(lhs) ?? search(rhs)
            case .conditional(let a, let b, let c): return search(a) ?? search(b) ?? search(c)
            default: return nil
            }
        }
        switch value {
        case .expression(let expression): return search(expression)
        case .interpolation(let segments):
            for case .expression(let expression) in segments { if let found = search(expression) { return found } }
            return nil
        default: return nil
        }
    }

    private func expectName(
        _ name: String, at expected: String, in yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let fixture = try YAMLFixture(yaml)
        let (value, diagnostics) = fixture.parse()
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let range = nameRange(name, in: value)
        #expect(range?.description == expected, sourceLocation: sourceLocation)
        if let range { #expect(fixture.text(range) == name, sourceLocation: sourceLocation) }
    }

    @Test func plain() throws {
        try expectName("count", at: "1:6-1:11", in: "v: ${count + 1}")
        try expectName("b", at: "1:10-1:11", in: "v: ${a + b}")
    }

    @Test func plainMultiLineFolding() throws {
        try expectName("last", at: "2:3-2:7", in: "v: Hello ${first +\n  last} and more\n")
        try expectName("last", at: "3:3-3:7", in: "v: Hello ${first +\n\n  last}\n")
    }

    @Test func singleQuotedWithDoubledQuote() throws {
        try expectName("a", at: "1:13-1:14", in: "v: 'it''s ${a + b}'")
        try expectName("b", at: "1:21-1:22", in: "v: '${a ?? ''x''} ${b}'")
    }

    @Test func doubleQuotedWithEscapesBeforeTheExpression() throws {
        try expectName("a", at: "1:16-1:17", in: #"v: "\t\u00e9 ${a + b}""#)
        try expectName("b", at: "1:22-1:23", in: #"v: "\"q\" \x41 ${a + b}""#)
        try expectName("x", at: "1:13-1:14", in: "v: \"héllo ${x}\"")
        try expectName("x", at: "1:18-1:19", in: #"v: "\U0001F600 ${x}""#)
    }

    @Test func doubleQuotedLineFoldingAndEscapedBreaks() throws {
        try expectName("x", at: "2:5-2:6", in: "v: \"a\n  ${x}\"")
        try expectName("y", at: "2:3-2:4", in: "v: \"${x + \\\n  y}\"")
        try expectName("x", at: "2:5-2:6", in: "v: \"a\r\n  ${x}\"")
    }

    @Test func stringLiteralInsideDoubleQuotesCoversTheEscapes() throws {
        let fixture = try YAMLFixture(#"v: "${name ?? \"anon\"}""#)
        guard case .expression(let expression) = fixture.parse().0,
            case .binary(_, _, let rhs) = expression.kind
        else {
            Issue.record("not a binary expression")
            return
        }
        #expect(rhs.kind == .string("anon"))
        #expect(rhs.range.description == "1:15-1:23")
        #expect(fixture.text(rhs.range) == #"\"anon\""#)
    }

    @Test func literalBlock() throws {
        let yaml = "v: |\n  Total: ${count *\n    price}\n"
        try expectName("count", at: "2:12-2:17", in: yaml)
        try expectName("price", at: "3:5-3:10", in: yaml)
        try expectName("x", at: "3:6-3:7", in: "v: |2\n   a\n   ${x}\n")
    }

    @Test func foldedBlock() throws {
        try expectName("name", at: "3:5-3:9", in: "v: >\n  Hello\n  ${name}\n")
        try expectName("n", at: "4:5-4:6", in: "v: >+\n  a\n\n  ${n}\n\n")
    }

    @Test func nestedInASequence() throws {
        try expectName("tag", at: "3:18-3:21", in: "list:\n  - a\n  - LabelView: ${tag}\n")
    }
}
