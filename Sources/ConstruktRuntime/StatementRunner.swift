import ConstruktChecker

/// Runs checked statements (Docs/language.md, Events and statements) against a working copy of a screen's store, or of the
/// app's (app actions, §7). The first statement that fails throws, and the caller throws the copy
/// away.
struct StatementRunner {
    /// How deep `send:` may nest before the transaction is rejected as unbounded recursion.
    static let maximumDepth = SendGraph.maximumDepth

    /// The screen's name, or the routes enum's, for messages.
    let owner: String
    let ownActions: [CheckedScreen.Action]
    let params: [String: RuntimeValue]
    var store: ScreenStore
    /// What `back` and `dismiss` may do; `nil` for a screen running on its own, where both fail.
    var navigation: NavigationContext?
    /// The actions being run, outermost first.
    private(set) var actions: [String] = []

    init(
        owner: String, actions: [CheckedScreen.Action], params: [String: RuntimeValue], store: ScreenStore,
        navigation: NavigationContext?
    ) {
        self.owner = owner
        ownActions = actions
        self.params = params
        self.store = store
        self.navigation = navigation
    }

    mutating func run(_ statements: [CheckedStatement], locals: [String: RuntimeValue]) throws {
        for statement in statements {
            try run(statement, locals: locals)
        }
    }

    mutating func send(_ name: String, arguments: [String: RuntimeValue]) throws {
        guard let action = ownActions.first(where: { $0.name == name }) else {
            throw RuntimeFailure("\(owner) has no action '\(name)'")
        }
        guard actions.count < Self.maximumDepth else {
            throw RuntimeFailure(
                "'send: \(name)' nests actions \(Self.maximumDepth + 1) deep; an action probably sends itself without end"
            )
        }
        var locals = params
        for param in action.params {
            guard let value = arguments[param.name] else {
                throw RuntimeFailure("action '\(name)' needs its param '\(param.name)'")
            }
            locals[param.name] = value
        }
        actions.append(name)
        try run(action.body, locals: locals)
        actions.removeLast()
    }

    private mutating func run(_ statement: CheckedStatement, locals: [String: RuntimeValue]) throws {
        let evaluator = Evaluator(read: store.reader(locals: locals))
        switch statement.kind {
        case .set(let name, let value):
            try store.assign([name: evaluator.evaluate(value)], params: params)
        case .toggle(let name):
            try store.assign([name: .bool(!Evaluator.bool(current(name), in: "toggle: \(name)"))], params: params)
        case .append(let name, let value):
            guard case .list(let items) = try current(name) else {
                throw RuntimeFailure("append: \(name) needs a list")
            }
            try store.assign([name: .list(items + [evaluator.evaluate(value)])], params: params)
        case .remove(let name, let index):
            guard case .list(var items) = try current(name) else {
                throw RuntimeFailure("remove: \(name) needs a list")
            }
            guard case .int(let position) = try evaluator.evaluate(index) else {
                throw RuntimeFailure("remove: \(name) needs an Int index")
            }
            guard items.indices.contains(position) else {
                throw RuntimeFailure(
                    "remove: \(name) at \(position) is out of range (\(name) has \(items.count) element\(items.count == 1 ? "" : "s"))"
                )
            }
            items.remove(at: position)
            try store.assign([name: .list(items)], params: params)
        case .insert(let name, let value, let index):
            guard case .list(var items) = try current(name) else {
                throw RuntimeFailure("insert: \(name) needs a list")
            }
            let element = try evaluator.evaluate(value)
            guard case .int(let position) = try evaluator.evaluate(index) else {
                throw RuntimeFailure("insert: \(name) needs an Int index")
            }
            guard (0...items.count).contains(position) else {
                throw RuntimeFailure(
                    "insert: \(name) at \(position) is out of range (\(name) has \(items.count) element\(items.count == 1 ? "" : "s"))"
                )
            }
            items.insert(element, at: position)
            try store.assign([name: .list(items)], params: params)
        case .send(let action, let arguments):
            try send(action, arguments: evaluate(arguments, with: evaluator))
        case .emit(let signal, let value):
            try store.emissions.append(SignalEmission(signal: signal, value: value.map(evaluator.evaluate)))
        case .route(let destination, let arguments, let hidesTabBar):
            try store.navigation.append(
                .route(
                    RouteRequest(
                        destination: destination, arguments: evaluate(arguments, with: evaluator),
                        hidesTabBar: hidesTabBar)))
            navigation?.route(to: destination)
        case .selectTab(let destination):
            store.navigation.append(.selectTab(destination))
            navigation?.selectTab()
        case .back:
            guard navigation != nil else {
                throw RuntimeFailure("'back' at the root: \(owner) runs on its own, with nothing to go back to")
            }
            try navigation?.back()
            store.navigation.append(.back)
        case .dismiss:
            guard navigation != nil else {
                throw RuntimeFailure("'dismiss' at the root: \(owner) runs on its own and was not presented")
            }
            try navigation?.dismiss()
            store.navigation.append(.dismiss)
        case .scrollToTop(let view, let animated):
            if let animated { _ = try Evaluator.bool(evaluator.evaluate(animated), in: "scrollToTop: \(view)") }
            store.scrollsToTop.append(view)
        case .after(let seconds, let body):
            store.delays.append((seconds, body, locals, actions.last))
        case .conditional(let condition, let then, let otherwise):
            try run(Evaluator.bool(evaluator.evaluate(condition), in: "if") ? then : otherwise, locals: locals)
        case .switchOver(let checked):
            let (body, payload, _) = try SwitchChoice.branch(for: evaluator.evaluate(checked.subject), in: checked)
            try run(body, locals: locals.merging(payload) { _, new in new })
        }
    }

    private func current(_ name: String) throws -> RuntimeValue {
        guard let value = store.state[name] else { throw RuntimeFailure("no state '\(name)'") }
        return value
    }

    private func evaluate(_ fields: [TypedValue.Field], with evaluator: Evaluator) throws -> [String: RuntimeValue] {
        var values: [String: RuntimeValue] = [:]
        for field in fields { values[field.name] = try evaluator.evaluate(field.value) }
        return values
    }
}
