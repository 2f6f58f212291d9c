import ConstruktChecker

/// The app's own state and actions (Docs/language.md, A routes file): app state starts from its typed defaults (or
/// the type's zero value), and every app action runs as one transaction, like a screen's, that
/// either commits or changes nothing and is recorded as rejected.
struct AppModel: Sendable {
    let routes: CheckedRoutes
    private var store: ScreenStore

    /// `overrides` replace initial app state values (an `app:` scenario's `state:`).
    init(routes: CheckedRoutes, state overrides: [String: RuntimeValue]) throws {
        self.routes = routes
        var state: [String: RuntimeValue] = [:]
        for value in routes.state {
            if let override = overrides[value.name] {
                state[value.name] = override
            } else if let defaultValue = value.defaultValue {
                state[value.name] = try Evaluator { name, _ in
                    throw RuntimeFailure("the default of app state '\(value.name)' cannot read '\(name)'")
                }.evaluate(defaultValue)
            } else {
                state[value.name] = try RuntimeValue.zero(of: value.type, for: value.name)
            }
        }
        for name in overrides.keys where state[name] == nil {
            throw RuntimeFailure("\(routes.name) has no app state '\(name)'")
        }
        store = ScreenStore(
            state: state,
            derived: try DerivedValues([], read: ScreenStore.reader(state: state, derived: [:], locals: [:])))
    }

    var state: [String: RuntimeValue] { store.state }

    /// Reads app state for the root's `switch` and entry arguments.
    var reader: Evaluator.NameReader { store.reader(locals: [:]) }

    /// Sets app state from outside, as the host does; not a transaction.
    mutating func feed(_ values: [String: RuntimeValue]) throws {
        try store.assign(values, params: [:])
    }

    /// Runs an app action as one transaction; when it commits, also returns the navigation
    /// statements it ran, in order, for the navigator to act on.
    mutating func run(_ action: String, navigation: NavigationContext) -> (
        outcome: TransactionOutcome, navigation: [NavigationRequest]
    ) {
        var runner = StatementRunner(
            owner: routes.name, actions: routes.actions, params: [:], store: store, navigation: navigation)
        do {
            try runner.send(action, arguments: [:])
        } catch {
            return (.rejected(Rejection(transaction: action, actions: runner.actions, reason: "\(error)")), [])
        }
        let requests = runner.store.navigation
        // The navigator acts on the requests now; the app's store keeps none of them.
        runner.store.navigation = []
        store = runner.store
        return (.committed(name: action), requests)
    }
}
