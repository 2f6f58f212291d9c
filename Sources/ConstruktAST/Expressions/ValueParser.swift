import ConstruktDiagnostics
import ConstruktYAML

/// The expression front end: reads one scalar value of a screen file as text, a whole expression
/// or an interpolation (see `ValueSyntax` for the rules), with diagnostics that point at the exact
/// characters in the file, inside quotes, escapes and block scalars alike.
public enum ValueParser {
    /// Parses a scalar node. Returns the value when it is well formed, together with any warnings
    /// (CK0316); returns `nil` and at least one error when it is not. Mappings and sequences are
    /// not values this parser reads: they give `(nil, [])`, and the caller reports them.
    ///
    /// Each `${…}` reports at most its first error, but every `${…}` of an interpolation is checked.
    public static func parse(
        _ node: YAMLNode, in file: SourceFile, limits: ExpressionLimits = .standard
    ) -> (ValueSyntax?, [Diagnostic]) {
        guard case .scalar(let text, let style) = node.value else { return (nil, []) }
        guard holdsExpression(text) else { return (.text(text), []) }
        let map = ScalarSourceMap(text: text, style: style, range: node.range, in: file)
        return ValueScanner(map: map, limits: limits).scan()
    }

    /// Whether a scalar's text can be more than plain text: only a `$` starts an expression
    /// (`${…}`, `$name`) or an escape (`$$`). Scans the string's contiguous UTF-8 bytes when it has them, far quicker than
    /// iterating `utf8`; every value of every file asks.
    public static func holdsExpression(_ text: String) -> Bool {
        let dollar = UInt8(ascii: "$")
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(dollar) } ?? text.utf8.contains(dollar)
    }
}
