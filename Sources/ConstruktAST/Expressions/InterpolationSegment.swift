import ConstruktDiagnostics

/// One piece of an interpolated value such as `"${title}: ${count}"`, in source order.
public enum InterpolationSegment: Hashable, Sendable {
    /// Literal text, with `$$` already decoded to `$`, and the source range it was read from.
    case text(String, SourceRange)
    /// A `${…}` expression; its range covers the expression inside the braces.
    case expression(ExpressionSyntax)
}
