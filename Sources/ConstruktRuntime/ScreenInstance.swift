import ConstruktAST
import ConstruktChecker

/// One running screen (Docs/language.md, A screen file, Events and statements): params bound, state initialised from its typed
/// defaults (or the type's zero value), derived values kept up to date with fine-grained
/// dependencies, and every action or event run as one transaction that either commits or changes
/// nothing and is recorded as rejected.
public struct ScreenInstance: Sendable {
    public let screen: CheckedScreen
    /// Every param's value: the ones given, then the declared defaults. A screen's params never
    /// change; a `component:` instance's are bound again when the values its user passes change.
    public private(set) var params: [String: RuntimeValue]
    var store: ScreenStore
    /// Every transaction's outcome in order.
    public private(set) var outcomes: [TransactionOutcome] = []
    /// What `back` and `dismiss` may do, set by the navigator; `nil` while the screen runs on its
    /// own, where both reject their transaction.
    var navigation: NavigationContext?
    /// The virtual clock that debounces, delays and timers run on.
    var clock = ScreenClock()
    /// The value each watched state was last seen with, by watch.
    var watchedValues: [Int: RuntimeValue] = [:]
    /// Watches to run at once, oldest first, after the transaction that changed their state.
    var watchQueue: [(watch: Int, value: RuntimeValue)] = []
    /// Whether the watch queue is being run, so that the transactions it runs only add to it.
    var isSettling = false

    /// `params` are the values given for the screen's params; `state` overrides initial state values
    /// (a scenario's `state:`). Lifecycle hooks do not run here: see `start()`.
    /// `clockStart` is the time of the clock it is made at (a `component:` made once its screen's
    /// clock has moved on).
    public init(
        screen: CheckedScreen, params given: [String: RuntimeValue], state overrides: [String: RuntimeValue] = [:],
        clockStart: Double = 0
    ) throws {
        self.screen = screen
        let params = try Self.bind(given, to: screen)
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
        clock.advance(to: clockStart)
        startWatching()
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
        run(.onLoad) + run(.onAppear)
    }

    /// Runs the hooks written for one lifecycle event, each as its own transaction: `onAppear` each
    /// time the screen comes on screen again, `onDisappear` each time it leaves it.
    @discardableResult
    public mutating func run(_ event: LifecycleHook.Event) -> [TransactionOutcome] {
        if event == .onDisappear { stopTimers() }
        let outcomes = screen.lifecycle.filter { $0.event == event }.map {
            run($0.body, named: event.rawValue, locals: [:])
        }
        if event == .onAppear { startTimers() }
        return outcomes
    }

    /// Sends an action with its arguments as one transaction.
    @discardableResult
    public mutating func send(_ action: String, arguments: [String: RuntimeValue] = [:]) -> TransactionOutcome {
        transaction(named: action) { runner in try runner.send(action, arguments: arguments) }
    }

    /// Runs statements as one transaction (an event body is an anonymous action). `locals` adds the
    /// names the place the statements were written in sees: loop variables, `value`.
    @discardableResult
    public mutating func run(_ statements: [CheckedStatement], named name: String, locals: [String: RuntimeValue])
        -> TransactionOutcome
    {
        let locals = params.merging(locals) { _, local in local }
        return transaction(named: name) { runner in try runner.run(statements, locals: locals) }
    }

    /// The ids of the views the committed transactions asked to scroll to their top since the
    /// last call, in the order asked.
    mutating func takeScrollsToTop() -> [String] {
        defer { store.scrollsToTop = [] }
        return store.scrollsToTop
    }

    /// Sets state values from outside, as the host app does (a scenario's `feed:`); not a transaction.
    public mutating func feed(_ values: [String: RuntimeValue]) throws {
        try store.assign(values, params: params)
        settle()
    }

    /// Binds the params again (a `component:` instance whose user passes new values to its live
    /// params) and computes every derived value again; state keeps its values, as a view model's state does.
    mutating func rebind(_ given: [String: RuntimeValue]) throws {
        try rebind(to: binding(given))
    }

    /// The params as `given` binds them (with their defaults), for `isRemade(by:)` and `rebind(to:)`.
    func binding(_ given: [String: RuntimeValue]) throws -> [String: RuntimeValue] {
        try Self.bind(given, to: screen)
    }

    /// Takes `bound` (what `binding(_:)` made) as the params, as `rebind(_:)` does.
    mutating func rebind(to bound: [String: RuntimeValue]) throws {
        guard bound != params else { return }
        params = bound
        try store.derived.update(changed: nil, read: store.reader(locals: params))
    }

    /// Whether `bound` params (`binding(_:)`) change one that is not live: the generated Swift makes
    /// such a component again, with its state from the start, in a DynamicContainerView over the
    /// argument (Docs/generated-swift.md), where a live param's binding updates the one it made.
    func isRemade(by bound: [String: RuntimeValue]) -> Bool {
        screen.params.contains { !$0.isLive && bound[$0.name] != params[$0.name] }
    }

    /// The params, state and derived values as they are now, to see later what a change touched.
    var values: ValuesSnapshot {
        ValuesSnapshot(params: params, state: state, derived: derived.values)
    }

    /// How many outcomes, signals and navigation statements there are so far.
    var effectMarks: InstanceEffects.Marks {
        InstanceEffects.Marks(
            outcomes: outcomes.count, emissions: store.emissions.count, navigation: store.navigation.count)
    }

    /// What the instance did after `marks`.
    func effects(since marks: InstanceEffects.Marks) -> InstanceEffects {
        InstanceEffects(
            outcomes: Array(outcomes[marks.outcomes...]), emissions: Array(store.emissions[marks.emissions...]),
            navigation: Array(store.navigation[marks.navigation...]))
    }

    /// Records what a `component:` instance of this screen's tree did as the screen's own: its
    /// transactions' outcomes and its navigation statements (the generated component is handed the
    /// screen's navigator). Its signals stay its own: the generated component sends them on its own
    /// view model, which the screen's host does not observe, so they are not the screen's.
    mutating func adopt(_ effects: InstanceEffects) {
        outcomes += effects.outcomes
        store.navigation += effects.navigation
    }

    private mutating func transaction(named name: String, _ body: (inout StatementRunner) throws -> Void)
        -> TransactionOutcome
    {
        var runner = StatementRunner(
            owner: screen.name, actions: screen.actions, params: params, store: store, navigation: navigation)
        let outcome: TransactionOutcome
        do {
            try body(&runner)
            store = runner.store
            outcome = .committed(name: name)
            outcomes.append(outcome)
            settle()
            return outcome
        } catch {
            outcome = .rejected(Rejection(transaction: name, actions: runner.actions, reason: "\(error)"))
        }
        outcomes.append(outcome)
        return outcome
    }

    /// Every param's value: the ones given, then the declared defaults, `nil` for an optional.
    private static func bind(_ given: [String: RuntimeValue], to screen: CheckedScreen) throws -> [String: RuntimeValue]
    {
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
        return params
    }

    private static func paramReader(_ params: [String: RuntimeValue]) -> Evaluator.NameReader {
        { name, kind in
            guard kind == .param || kind == .liveParam, let value = params[name] else {
                throw RuntimeFailure("\(kind.rawValue) '\(name)' cannot be read here; a default may read only params")
            }
            return value
        }
    }
}
