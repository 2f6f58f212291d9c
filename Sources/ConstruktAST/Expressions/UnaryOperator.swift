/// A prefix operator. Prefix operators bind tighter than every binary operator and looser than
/// member access and calls, as in Swift: `-a.count` is `-(a.count)`.
public enum UnaryOperator: String, Hashable, Sendable, CaseIterable {
    /// `!`: Bool negation.
    case not = "!"
    /// `-`: numeric negation. A `-` directly before a number literal is folded into the literal.
    case negate = "-"
}
