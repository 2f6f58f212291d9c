/// A construkt name checked as a Swift identifier, with `SwiftIdentifier`'s rejection turned into
/// an `EmitterError`.
enum Identifiers {
    static func identifier(_ name: String) throws(EmitterError) -> SwiftIdentifier {
        do {
            return try SwiftIdentifier(name)
        } catch {
            throw EmitterError.checkerInvariant("'\(name)', which cannot be a Swift identifier (\(error)), as a name")
        }
    }

    /// The name in declarations and references.
    static func source(_ name: String) throws(EmitterError) -> String {
        try identifier(name).source
    }

    /// The name as an argument label.
    static func label(_ name: String) throws(EmitterError) -> String {
        try identifier(name).argumentLabel
    }

    /// The name as a parameter's label where a function, an initializer or an enum case is declared.
    static func parameterLabel(_ name: String) throws(EmitterError) -> String {
        try identifier(name).parameterLabel
    }

    /// A model field's name, in its declaration and after a `.`: as any name, but a field may be
    /// named `self`, which Swift takes there in backticks (`` link.`self` ``), and a field
    /// `hashValue` is `_hashValue`, as Hashable's own `hashValue` is a member of every model.
    static func field(_ name: String) throws(EmitterError) -> String {
        switch name {
        case "self": "`self`"
        case "hashValue": "_hashValue"
        default: try source(name)
        }
    }

    /// A model field's name as an argument label, where `self` and other keywords need no backticks.
    static func fieldLabel(_ name: String) throws(EmitterError) -> String {
        switch name {
        case "self": "self"
        case "hashValue": "_hashValue"
        default: try label(name)
        }
    }

    /// The name of a user's value bound as a local constant or closure parameter (a loop variable,
    /// an action's or a destination's param, a live value inside its binding's closure), where it
    /// sits beside the generated code's own locals and members. A name one of those uses is written
    /// with a leading underscore, which no construkt name has (Docs/language.md, Files and apps), so a loop variable
    /// `context` cannot hide an event closure's `context`, nor an action param `transaction` the
    /// transaction its statements write.
    static func local(_ name: String) throws(EmitterError) -> String {
        generatedLocals.contains(name) ? "_" + name : try source(name)
    }

    /// The names the generated code declares or reads unqualified where user locals are in scope.
    static let generatedLocals: Set<String> = [
        "action", "context", "controller", "onScreen", "route", "router", "run", "segments", "state", "style",
        "transaction", "values", "viewModel",
    ]
}
