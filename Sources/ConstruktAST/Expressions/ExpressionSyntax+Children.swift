extension ExpressionSyntax {
    /// The expressions written directly inside this one, in the order written: a list's items, a
    /// member's base, a call's receiver and arguments, an operator's operands, a conditional's
    /// parts, labelled arguments' values and a closure's body.
    public var children: [ExpressionSyntax] {
        switch kind {
        case .integer, .double, .string, .boolean, .nilLiteral, .emptyDictionary, .name, .keyPath: []
        case .array(let items): items
        case .member(let base, _, _): [base]
        case .call(_, let arguments): arguments
        case .methodCall(let base, _, let arguments, _): [base] + arguments
        case .unary(_, let operand): [operand]
        case .binary(_, let left, let right): [left, right]
        case .conditional(let condition, let then, let otherwise): [condition, then, otherwise]
        case .implicitMember(_, let arguments): arguments?.map(\.value) ?? []
        case .construction(_, let arguments): arguments.map(\.value)
        case .closure(_, let body): [body]
        }
    }

    /// Whether the expression reads `name` where it means the closure parameter of that name
    /// (`$1`) of the closure around it: not inside an inner closure that names none, whose `$1` is
    /// its own.
    public func readsPositionalParameter(_ name: String) -> Bool {
        switch kind {
        case .name(let read): return read == name
        case .closure(nil, _): return false
        default: return children.contains { $0.readsPositionalParameter(name) }
        }
    }
}
