import ConstruktChecker

/// The branch of a `switch` a value takes (Docs/language.md, Component nodes, Events and statements): its case's, with the case's
/// payload fields as locals, else `default:`'s. The checker made the switch exhaustive, so a value
/// without a branch is a value of no case of the enum.
enum SwitchChoice {
    /// The branch `value` takes, its payload fields by name, and the name of its case when the
    /// case is listed (nil for `default:`).
    static func branch<Body>(for value: RuntimeValue, in checked: CheckedSwitch<Body>) throws -> (
        body: Body, locals: [String: RuntimeValue], listed: String?
    ) {
        let name: String
        var fields: [String: RuntimeValue] = [:]
        switch value {
        case .enumCase(let text): name = text
        case .tagged(let text, let payload): (name, fields) = (text, payload)
        default: throw RuntimeFailure("a switch runs over a case of an enum, not \(value)")
        }
        if let chosen = checked.cases.first(where: { $0.name == name }) {
            var locals: [String: RuntimeValue] = [:]
            for field in chosen.payload { locals[field] = fields[field] ?? .null }
            return (chosen.body, locals, name)
        }
        guard let fallback = checked.fallback else { throw RuntimeFailure("the switch has no branch for .\(name)") }
        return (fallback, [:], nil)
    }
}
