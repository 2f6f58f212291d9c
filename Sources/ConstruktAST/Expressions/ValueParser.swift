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
        guard text.utf8.contains(UInt8(ascii: "$")) else { return (.text(text), []) }
        let map = ScalarSourceMap(text: text, style: style, range: node.range, in: file)
        return ValueScanner(map: map, limits: limits).scan()
    }
}
