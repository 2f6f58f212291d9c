import ConstruktAST
import ConstruktDiagnostics

/// A condition that reads no name (`${!true}`, `${2 > 1}`, `if: false`), or the left operand of `&&`
/// or `||` that reads none (`${2 > 3 && ready}`): it has the same value every time, so a branch, or
/// the right operand, never runs or always does, and Swift warns of the generated code that "will
/// never be executed". CK0415, a warning, at the condition or the operand.
enum ConstantCondition {
    /// The warning for `condition` when it reads no name; nil when it reads one.
    static func warning(for condition: TypedValue, constants: Set<String>, path: String) -> Diagnostic? {
        guard case .expression(let expression) = condition.kind else { return nil }
        return warning(for: expression, constants: constants, path: path)
    }

    /// The warning for `condition` when it reads no name; nil when it reads one, or when it is an
    /// `&&` or `||` whose left operand is warned of already.
    static func warning(for condition: TypedExpression, constants: Set<String>, path: String) -> Diagnostic? {
        if case .binary(.and, let left, _) = condition.kind, neverChanges(left, constants: constants) { return nil }
        if case .binary(.or, let left, _) = condition.kind, neverChanges(left, constants: constants) { return nil }
        guard neverChanges(condition, constants: constants) else { return nil }
        return Diagnostic(
            .constantCondition, "this condition reads no value that changes, so it is always the same",
            at: SourceLocation(path: path, range: condition.range),
            help: "write the branch that runs without the condition, or make the condition read a param or state"
        )
    }

    /// The warning for the left operand of `&&` or `||` when it reads no name.
    static func warning(
        forLeftOperand left: TypedExpression, of op: BinaryOperator, constants: Set<String>, path: String
    ) -> Diagnostic? {
        guard neverChanges(left, constants: constants) else { return nil }
        let effect = op == .and ? "false, what follows '&&' can never run" : "true, what follows '||' can never run"
        return Diagnostic(
            .constantCondition, "this operand reads no value that changes; when it is \(effect)",
            at: SourceLocation(path: path, range: left.range),
            help: "remove the operand, or make it read a param or state"
        )
    }

    /// Whether `expression` reads no name but the derived values in `constants`, which never change.
    static func neverChanges(_ expression: TypedExpression, constants: Set<String>) -> Bool {
        !readsName(expression, constants: constants)
    }

    private static func readsName(_ expression: TypedExpression, constants: Set<String>) -> Bool {
        expression.reads { name, kind in !(kind == .derived && constants.contains(name)) }
    }
}
