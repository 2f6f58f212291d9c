/// The precedence groups of the binary operators and the conditional, from loosest to tightest,
/// with Swift's associativity. `??` binds tighter than the comparisons, as in Swift, so
/// `a ?? 0 > 1` is `(a ?? 0) > 1`.
public enum OperatorPrecedence: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// `c ? a : b`, right-associative.
    case ternary
    /// `||`, left-associative.
    case disjunction
    /// `&&`, left-associative.
    case conjunction
    /// `< <= > >= == !=`, non-associative: `a < b < c` is an error (CK0308).
    case comparison
    /// `??`, right-associative.
    case nilCoalescing
    /// `..<` and `...`, non-associative: `a..<b..<c` is an error.
    case rangeFormation
    /// `+ -`, left-associative.
    case addition
    /// `* / %`, left-associative.
    case multiplication

    /// How operators of one group combine with each other.
    public enum Associativity: Hashable, Sendable {
        case left, right, none
    }

    /// How a chain of operators of this group groups: `a - b - c` is `(a - b) - c` (left),
    /// `a ?? b ?? c` is `a ?? (b ?? c)` (right), `a < b < c` is an error (none).
    public var associativity: Associativity {
        switch self {
        case .ternary, .nilCoalescing: .right
        case .comparison, .rangeFormation: .none
        case .disjunction, .conjunction, .addition, .multiplication: .left
        }
    }

    public static func < (lhs: OperatorPrecedence, rhs: OperatorPrecedence) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
