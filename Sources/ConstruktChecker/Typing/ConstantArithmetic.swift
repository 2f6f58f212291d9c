import ConstruktAST

/// Int arithmetic that Swift's compiler works out while it builds, and refuses (Docs/language.md,
/// Expressions): a division or remainder by the literal `0`, and an operation over literals alone
/// whose result Int cannot hold (`9223372036854775807 + 1`). The generated Swift writes such an
/// operation as it is, so lint refuses it where it is written (CK0313), as a literal too large is.
enum ConstantArithmetic {
    /// Why Swift refuses an operation, and what to write instead.
    struct Refusal: Equatable {
        let reason: String
        let help: String

        static func byZero(_ reason: String) -> Refusal {
            Refusal(
                reason: reason, help: "divide by a value that is not always 0, or write what the expression should give"
            )
        }

        static func tooLarge(_ reason: String) -> Refusal {
            Refusal(
                reason: reason,
                help:
                    "Int holds \(Int.min) to \(Int.max): write the value the operation should give, or a Double for larger ones"
            )
        }
    }

    /// Why Swift refuses the operation at the top of `expression`, if it does.
    static func refusal(_ expression: TypedExpression) -> Refusal? {
        guard expression.type == .int else { return nil }
        switch expression.kind {
        case .binary(let op, _, let right) where (op == .divide || op == .remainder) && right.kind == .integer(0):
            return .byZero(op == .divide ? "division by zero" : "remainder of a division by zero")
        case .binary(let op, let left, let right):
            guard let a = value(left), let b = value(right), let result = apply(op, a, b), result.overflow else {
                return nil
            }
            return .tooLarge("\(a) \(op.rawValue) \(b) does not fit in an Int")
        case .unary(.negate, let operand):
            guard let value = value(operand), value == .min else { return nil }
            return .tooLarge("-(\(value)) does not fit in an Int")
        default:
            return nil
        }
    }

    /// The value of an Int expression of literals alone, when it fits.
    private static func value(_ expression: TypedExpression) -> Int? {
        guard expression.type == .int else { return nil }
        switch expression.kind {
        case .integer(let value):
            return value
        case .unary(.negate, let operand):
            guard let value = value(operand) else { return nil }
            let (negated, overflow) = Int(0).subtractingReportingOverflow(value)
            return overflow ? nil : negated
        case .binary(let op, let left, let right):
            guard let a = value(left), let b = value(right), let result = apply(op, a, b), !result.overflow else {
                return nil
            }
            return result.value
        default:
            return nil
        }
    }

    private static func apply(_ op: BinaryOperator, _ a: Int, _ b: Int) -> (value: Int, overflow: Bool)? {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide: result = b == 0 ? (0, true) : a.dividedReportingOverflow(by: b)
        case .remainder: result = b == 0 ? (0, true) : a.remainderReportingOverflow(dividingBy: b)
        default: return nil
        }
        return (result.partialValue, result.overflow)
    }
}
