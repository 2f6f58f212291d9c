import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// The values of one file as `ExpressionSyntaxCheck` parsed them, kept for `ValueTyper` so that
/// every scalar holding a `$` is parsed once (its syntax errors reported by the first pass, its
/// syntax typed by the second). Keyed by the scalar's start offset, which no two scalars share.
struct ParsedValues: Sendable {
    private var syntaxByOffset: [Int: ValueSyntax?] = [:]

    /// Parses a scalar and keeps the result; returns what `ValueParser.parse` returns.
    mutating func parse(_ node: YAMLNode, in source: SourceFile, limits: ExpressionLimits) -> (
        ValueSyntax?, [Diagnostic]
    ) {
        guard case .scalar(let text, _) = node.value else { return ValueParser.parse(node, in: source, limits: limits) }
        guard ValueParser.holdsExpression(text) else { return (.text(text), []) }
        let parsed = ValueParser.parse(node, in: source, limits: limits)
        syntaxByOffset[node.range.start.offset] = .some(parsed.0)
        return parsed
    }

    /// The syntax of a scalar: text when it holds no `$` (as `ValueParser.parse` reads it), else the
    /// kept parse when there is one, else a fresh parse.
    func syntax(of node: YAMLNode, in source: SourceFile, limits: ExpressionLimits) -> ValueSyntax? {
        if case .scalar(let text, _) = node.value, !ValueParser.holdsExpression(text) { return .text(text) }
        if let kept = syntaxByOffset[node.range.start.offset] { return kept }
        return ValueParser.parse(node, in: source, limits: limits).0
    }
}
