import ConstruktChecker

/// Runs checked statements (LANGUAGE.md §5) against a working copy of a screen's store. The first
/// statement that fails throws, and the caller throws the copy away.
struct StatementRunner {
    /// How deep `send:` may nest before the transaction is rejected as unbounded recursion.
    static let maximumDepth = 32

    let screen: CheckedScreen
    let params: [String: RuntimeValue]
    var store: ScreenStore
    /// The actions being run, outermost first.
    private(set) var actions: [String] = []

    init(screen: CheckedScreen, params: [String: RuntimeValue], store: ScreenStore) {
        self.screen = screen
        self.params = params
        self.store = store
    }

    mutating func run(_ statements: [CheckedStatement], locals: [String: RuntimeValue]) throws {
        for statement in statements {
            try run(statement, locals: locals)
        }
    }

    mutating func send(_ name: String, arguments: [String: RuntimeValue]) throws {
        guard let action = screen.actions.first(where: { $0.name == name }) else {
            throw RuntimeFailure("\(screen.name) has no action '\(name)'")
        }
        guard actions.count < Self.maximumDepth else {
            throw RuntimeFailure("'send: \(name)' nests actions \(Self.maximumDepth + 1) deep; an action probably sends itself without end")
        }
        var locals = params
        for param in action.params {
            guard let value = arguments[param.name] else { throw RuntimeFailure("action '\(name)' needs its param '\(param.name)'") }
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
            guard case .list(let items) = try current(name) else { throw RuntimeFailure("append: \(name) needs a list") }
            try store.assign([name: .list(items + [evaluator.evaluate(value)])], params: params)
        case .remove(let name, let index):
            guard case .list(var items) = try current(name) else { throw RuntimeFailure("remove: \(name) needs a list") }
            guard case .int(let position) = try evaluator.evaluate(index) else { throw RuntimeFailure("remove: \(name) needs an Int index") }
            guard items.indices.contains(position) else {
                throw RuntimeFailure("remove: \(name) at \(position) is out of range (\(name) has \(items.count) element\(items.count == 1 ? "" : "s"))")
            }
            items.remove(at: position)
            try store.assign([name: .list(items)], params: params)
        case .send(let action, let arguments):
            try send(action, arguments: evaluate(arguments, with: evaluator))
        case .emit(let signal, let value):
            try store.emissions.append(SignalEmission(signal: signal, value: value.map(evaluator.evaluate)))
        case .route(let destination, let arguments):
            try store.routeRequests.append(RouteRequest(destination: destination, arguments: evaluate(arguments, with: evaluator)))
        case .back:
            throw RuntimeFailure("'back' at the root: \(screen.name) runs on its own, with nothing to go back to")
        case .dismiss:
            throw RuntimeFailure("'dismiss' at the root: \(screen.name) runs on its own and was not presented")
        case .conditional(let condition, let then, let otherwise):
            try run(Evaluator.bool(evaluator.evaluate(condition), in: "if") ? then : otherwise, locals: locals)
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
