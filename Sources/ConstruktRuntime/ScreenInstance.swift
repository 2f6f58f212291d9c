import ConstruktAST
import ConstruktChecker

/// One running screen (LANGUAGE.md §2, §5): params bound, state initialised from its typed
/// defaults (or the type's zero value), derived values kept up to date with fine-grained
/// dependencies, and every action or event run as one transaction that either commits or changes
/// nothing and is recorded as rejected.
public struct ScreenInstance: Sendable {
    public let screen: CheckedScreen
    /// Every param's value: the ones given, then the declared defaults.
    public let params: [String: RuntimeValue]
    private var store: ScreenStore
    /// Every transaction's outcome in order.
    public private(set) var outcomes: [TransactionOutcome] = []
    /// What `back` and `dismiss` may do, set by the navigator; `nil` while the screen runs on its
    /// own, where both reject their transaction.
    var navigation: NavigationContext?

    /// `params` are the values given for the screen's params; `state` overrides initial state values
    /// (a scenario's `state:`). Lifecycle hooks do not run here: see `start()`.
    public init(screen: CheckedScreen, params given: [String: RuntimeValue], state overrides: [String: RuntimeValue] = [:]) throws {
        self.screen = screen
        var params: [String: RuntimeValue] = [:]
        for param in screen.params {
            if let value = given[param.name] {
                params[param.name] = value
            } else if let defaultValue = param.defaultValue {
                params[param.name] = try Evaluator(read: Self.paramReader(params)).evaluate(defaultValue)
            } else if case .optional = param.type {
                params[param.name] = .null
            } else {
                throw RuntimeFailure("\(screen.name) needs its param '\(param.name)'")
            }
        }
        for name in given.keys where !screen.params.contains(where: { $0.name == name }) {
            throw RuntimeFailure("\(screen.name) has no param '\(name)'")
        }
        self.params = params
        var state: [String: RuntimeValue] = [:]
        for value in screen.state {
            if let override = overrides[value.name] {
                state[value.name] = override
            } else if let defaultValue = value.defaultValue {
                state[value.name] = try Evaluator(read: Self.paramReader(params)).evaluate(defaultValue)
            } else {
                state[value.name] = try RuntimeValue.zero(of: value.type, for: value.name)
            }
        }
        for name in overrides.keys where state[name] == nil {
            throw RuntimeFailure("\(screen.name) has no state '\(name)'")
        }
        let reader = ScreenStore.reader(state: state, derived: [:], locals: params)
        store = ScreenStore(state: state, derived: try DerivedValues(screen.derived, read: reader))
    }

    public var state: [String: RuntimeValue] { store.state }
    public var derived: DerivedValues { store.derived }
    /// Every signal emitted by a committed transaction, in order.
    public var emissions: [SignalEmission] { store.emissions }
    /// Every `route:` a committed transaction requested, in order.
    public var routeRequests: [RouteRequest] {
        store.navigation.compactMap { request in
            if case .route(let route) = request { return route }
            return nil
        }
    }
    /// Every navigation statement (`route:`, `back`, `dismiss`) a committed transaction ran, in order.
    public var navigationRequests: [NavigationRequest] { store.navigation }
    /// Every rejected transaction, in order.
    public var rejections: [Rejection] { outcomes.compactMap(\.rejection) }

    /// Reads a name for evaluating values outside a statement (the view tree): state and derived
    /// values from the screen, everything else from `locals`.
    public func reader(locals: [String: RuntimeValue]) -> Evaluator.NameReader {
        store.reader(locals: locals)
    }

    /// Runs the `onLoad` and then the `onAppear` hooks, each as its own transaction.
    @discardableResult
    public mutating func start() -> [TransactionOutcome] {
        [LifecycleHook.Event.onLoad, .onAppear].flatMap { event in
            screen.lifecycle.filter { $0.event == event }.map { run($0.body, named: event.rawValue, locals: [:]) }
        }
    }

    /// Sends an action with its arguments as one transaction.
    @discardableResult
    public mutating func send(_ action: String, arguments: [String: RuntimeValue] = [:]) -> TransactionOutcome {
        transaction(named: action) { runner in try runner.send(action, arguments: arguments) }
    }

    /// Runs statements as one transaction (an event body is an anonymous action). `locals` adds the
    /// names the place the statements were written in sees: loop variables, `value`.
    @discardableResult
    public mutating func run(_ statements: [CheckedStatement], named name: String, locals: [String: RuntimeValue]) -> TransactionOutcome {
        let locals = params.merging(locals) { _, local in local }
        return transaction(named: name) { runner in try runner.run(statements, locals: locals) }
    }

    /// Sets state values from outside, as the host app does (a scenario's `feed:`); not a transaction.
    public mutating func feed(_ values: [String: RuntimeValue]) throws {
        try store.assign(values, params: params)
    }

    private mutating func transaction(named name: String, _ body: (inout StatementRunner) throws -> Void) -> TransactionOutcome {
        var runner = StatementRunner(owner: screen.name, actions: screen.actions, params: params, store: store, navigation: navigation)
        let outcome: TransactionOutcome
        do {
            try body(&runner)
            store = runner.store
            outcome = .committed(name: name)
        } catch {
            outcome = .rejected(Rejection(transaction: name, actions: runner.actions, reason: "\(error)"))
        }
        outcomes.append(outcome)
        return outcome
    }

    private static func paramReader(_ params: [String: RuntimeValue]) -> Evaluator.NameReader {
        { name, kind in
            guard kind == .param, let value = params[name] else { throw RuntimeFailure("\(kind.rawValue) '\(name)' cannot be read here; a default may read only params") }
            return value
        }
    }
}
