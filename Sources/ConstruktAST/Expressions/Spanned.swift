import ConstruktDiagnostics

/// A value together with the exact source range of the token that spelled it: an operator, the
/// name after a `.`, the name of a called function.
public struct Spanned<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
