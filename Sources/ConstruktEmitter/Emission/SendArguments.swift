import ConstruktChecker

/// What decides how an event's `send:` is written. Its arguments may read state, as
/// `viewModel.<state>`; a derived value has no current value outside a transaction (the view
/// model only has its binding), so an event whose arguments read one runs its statements in a
/// `viewModel.transact { … }`, where the derived value is its expression over the state copies.
enum SendArguments {
    /// Whether `value` reads a derived value anywhere.
    static func readsDerived(_ value: TypedValue) -> Bool {
        value.expressions.contains(where: readsDerived)
    }

    private static func readsDerived(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .reference(_, let scope): return scope == .derived
        case .integer, .double, .string, .boolean, .nilLiteral, .keyPath: return false
        case .array(let items): return items.contains(where: readsDerived)
        case .member(let base, _, _): return readsDerived(base)
        case .builtin(_, let receiver, let arguments, _): return receiver.map(readsDerived) ?? false || arguments.contains(where: readsDerived)
        case .unary(_, let operand): return readsDerived(operand)
        case .binary(_, let left, let right): return readsDerived(left) || readsDerived(right)
        case .conditional(let condition, let then, let otherwise): return readsDerived(condition) || readsDerived(then) || readsDerived(otherwise)
        case .enumCase(_, let arguments), .construction(_, let arguments): return arguments.contains { readsDerived($0.value) }
        }
    }
}
