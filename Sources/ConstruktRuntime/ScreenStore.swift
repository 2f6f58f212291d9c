import ConstruktChecker

/// Everything a transaction may change: state, derived values, emitted signals and navigation
/// requests. A transaction works on a copy and the copy replaces the original only when every
/// statement succeeded, so a rejected transaction changes nothing.
struct ScreenStore: Sendable {
    var state: [String: RuntimeValue]
    var derived: DerivedValues
    var emissions: [SignalEmission] = []
    var navigation: [NavigationRequest] = []
    /// The ids of the views the transaction scrolls to their top (`scrollToTop:`), scrolled when it
    /// commits.
    var scrollsToTop: [String] = []
    /// `after:` bodies a transaction asked to run later, with the locals they read; scheduled when
    /// it commits.
    var delays: [(seconds: Double, body: [CheckedStatement], locals: [String: RuntimeValue], action: String?)] = []

    /// Sets state values and brings the derived values that read them up to date.
    mutating func assign(_ values: [String: RuntimeValue], params: [String: RuntimeValue]) throws {
        for (name, value) in values {
            guard state[name] != nil else { throw RuntimeFailure("no state '\(name)'") }
            state[name] = value
        }
        try derived.update(changed: Set(values.keys), read: reader(locals: params))
    }

    /// Reads names for the evaluator: state and derived values from the store (app state too: the
    /// app's own store holds it as its state), every other name
    /// (params, action params, loop variables, payload fields, `value`) from `locals`.
    func reader(locals: [String: RuntimeValue]) -> Evaluator.NameReader {
        Self.reader(state: state, derived: derived.values, locals: locals)
    }

    /// The same reader over given state and derived values.
    static func reader(state: [String: RuntimeValue], derived: [String: RuntimeValue], locals: [String: RuntimeValue])
        -> Evaluator.NameReader
    {
        { name, kind in
            switch kind {
            case .state, .appState:
                guard let value = state[name] else { throw RuntimeFailure("no \(kind.rawValue) '\(name)'") }
                return value
            case .derived:
                guard let value = derived[name] else { throw RuntimeFailure("no derived value '\(name)'") }
                return value
            case .param, .liveParam, .actionParam, .loopVariable, .payloadField, .centerDistance:
                guard let value = locals[name] else { throw RuntimeFailure("no \(kind.rawValue) '\(name)' here") }
                return value
            case .closureParameter:
                // The evaluator binds a closure's parameters itself.
                throw RuntimeFailure("no closure around the \(kind.rawValue) '\(name)'")
            }
        }
    }
}
