/// An infix operator, spelled as in Swift, with its precedence group.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case add = "+"
    case subtract = "-"
    case nilCoalescing = "??"
    case halfOpenRange = "..<"
    case closedRange = "..."
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="
    case and = "&&"
    case or = "||"

    /// The group that decides how tightly the operator binds and how it associates.
    public var precedence: OperatorPrecedence {
        switch self {
        case .multiply, .divide, .remainder: .multiplication
        case .add, .subtract: .addition
        case .nilCoalescing: .nilCoalescing
        case .halfOpenRange, .closedRange: .rangeFormation
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: .comparison
        case .and: .conjunction
        case .or: .disjunction
        }
    }
}
