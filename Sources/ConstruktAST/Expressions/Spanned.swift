import ConstruktDiagnostics

/// A value together with the exact source range of the token that spelled it: an operator, the
/// name after a `.`, the name of a called function.
public struct Spanned<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What the token says.
    public var value: Value
    /// Where the token is in the file.
    public var range: SourceRange

    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
