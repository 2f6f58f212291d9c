import ConstruktDiagnostics
import ConstruktYAML
import Testing

@testable import ConstruktAST

/// A YAML document read by libyaml, as the loader will read it: every scalar with its decoded
/// text, style and the source range from its start mark to its end mark.
struct YAMLFixture {
    let file: SourceFile
    let scalars: [YAMLNode]

    init(_ yaml: String) throws {
        file = SourceFile(path: "test.screen.yaml", text: yaml)
        let parser = YAMLEventParser(bytes: file.bytes)
        var nodes: [YAMLNode] = []
        while let event = try parser.next() {
            guard case .scalar(let scalar) = event.kind else { continue }
            let start = file.position(zeroBasedLine: event.start.line, column: event.start.column)
            let end = file.position(zeroBasedLine: event.end.line, column: event.end.column)
            nodes.append(YAMLNode(.scalar(scalar.value, scalar.style), range: SourceRange(start: start, end: end)))
        }
        scalars = nodes
    }

    /// The last scalar of the document: the value of `v: …`.
    var value: YAMLNode { scalars[scalars.count - 1] }

    func parse(limits: ExpressionLimits = .standard) -> (ValueSyntax?, [Diagnostic]) {
        ValueParser.parse(value, in: file, limits: limits)
    }

    /// The source text a range covers.
    func text(_ range: SourceRange) -> String { file.text(in: range) }
}

/// A value written as the whole of a one-line file and read as a plain scalar, built by hand
/// (the decoded text equals the source).
func parseValue(_ text: String, limits: ExpressionLimits = .standard) -> (ValueSyntax?, [Diagnostic]) {
    let file = SourceFile(path: "value.yaml", text: text)
    let node = YAMLNode(
        .scalar(text, .plain),
        range: SourceRange(start: file.position(atOffset: 0), end: file.position(atOffset: file.bytes.count))
    )
    return ValueParser.parse(node, in: file, limits: limits)
}

/// The expression written between `${` and `}`, or `nil` with the diagnostics recorded as an issue.
func parseExpression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ExpressionSyntax? {
    let (value, diagnostics) = parseValue("${" + source + "}")
    guard case .expression(let expression) = value else {
        Issue.record("'\(source)' did not parse: \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return nil
    }
    return expression
}

/// The canonical print of an expression, or the first diagnostic as `CODE line:column message`.
func printed(_ source: String) -> String {
    let (value, diagnostics) = parseValue("${" + source + "}")
    if case .expression(let expression) = value { return expression.description }
    guard let first = diagnostics.first else { return "no value and no diagnostic" }
    return "\(first.code.id) \(first.location.range.start) \(first.message)"
}

/// A small deterministic generator (SplitMix64), so a failing input can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
