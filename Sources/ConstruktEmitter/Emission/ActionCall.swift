import ConstruktChecker

/// An `Action` value in Swift: `.increment`, or `.select(index: 2)` with the action's arguments
/// by label.
enum ActionCall {
    static func swift(_ action: String, _ arguments: [TypedValue.Field], with expressions: SwiftExpressionWriter)
        throws(EmitterError) -> String
    {
        let name = "." + (try Identifiers.source(action))
        guard !arguments.isEmpty else { return name }
        var written: [String] = []
        for argument in arguments {
            written.append("\(try Identifiers.label(argument.name)): \(try expressions.argument(argument.value))")
        }
        return name + "(" + written.joined(separator: ", ") + ")"
    }
}
