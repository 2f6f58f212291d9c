import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Types a screen's values and statements (Docs/language.md, A screen file, Values, Events and statements): defaults, derived values,
/// actions and lifecycle hooks, then warns about params, state, actions and signals nothing uses.
struct ScreenRules {
    let symbols: ScreenSymbols
    let app: AppSymbols
    let catalog: ComponentCatalog
    let source: SourceFile
    private var checker: StatementChecker
    private(set) var diagnostics: [Diagnostic] = []
    /// The checked screen, filled in by `check()`.
    private(set) var checked: CheckedScreen

    init(
        symbols: ScreenSymbols, app: AppSymbols, catalog: ComponentCatalog, source: SourceFile,
        limits: ExpressionLimits, parsed: ParsedValues = ParsedValues()
    ) {
        self.symbols = symbols
        self.app = app
        self.catalog = catalog
        self.source = source
        let screen = symbols.declaration
        let context = StatementContext(
            owner: screen.name.text,
            state: symbols.state,
            stateNames: Set(screen.state.map(\.name.text)),
            actions: Dictionary(
                screen.actions.map { action in
                    (
                        action.name.text,
                        StatementContext.Params(
                            names: action.params.map(\.name.text), types: symbols.actions[action.name.text] ?? [:])
                    )
                }, uniquingKeysWith: { first, _ in first }),
            signals: symbols.signals,
            signalNames: Set(screen.signals.map(\.name.text)),
            destinations: app.destinations,
            routes: app.routes,
            screens: app.screens,
            destinationsAreComplete: app.routesAreComplete,
            scrollTargets: ScrollTargets(body: screen.body, catalog: catalog)
        )
        checker = StatementChecker(
            context: context,
            typer: ValueTyper(source: source, types: app.types, limits: limits, catalog: catalog, parsed: parsed))
        checked = CheckedScreen(
            path: source.path, kind: screen.kind, name: screen.name.text, description: screen.description,
            params: [], state: [], derived: [],
            signals: screen.signals.compactMap { signal in
                symbols.signals[signal.name.text].map { (signal.name.text, $0) }
            },
            actions: [], lifecycle: [], body: nil
        )
        checked.slots = screen.slots
    }

    private var screen: ScreenDeclaration { symbols.declaration }

    /// Whether `param`, written `live: true`, can be live (CK0813, CK0414): a component's param
    /// whose type gives the view model a start value until its argument's binding delivers one.
    private mutating func checkLive(_ param: ValueDeclaration, of type: ValueType) -> Bool {
        guard let live = param.live else { return false }
        guard screen.kind == .component else {
            diagnostics.append(
                Diagnostic(
                    .misplacedLiveParam,
                    "a screen's params come from its route, once: 'live: true' is for a component's params",
                    at: SourceLocation(path: source.path, range: live),
                    help: "remove 'live: true'; state the screen changes itself goes under 'state:'"))
            return false
        }
        // Docs/language.md's zero values ("" 0 false [] nil); a model's written start is state's alone.
        guard param.defaultValue == nil, !StartValue.startsAtZero(type) else { return true }
        diagnostics.append(
            Diagnostic(
                .missingStartValue,
                "the live param '\(param.name.text)' of type \(type) has no start value, which its view model holds until the binding delivers",
                at: SourceLocation(path: source.path, range: param.name.range),
                help: "give it a default: '\(param.name.text): { type: \(type), default: …, live: true }'"))
        return false
    }

    mutating func check() {
        var params = Scope()
        var liveParams: [(name: String, type: ValueType)] = []
        for param in screen.params {
            guard let type = symbols.params[param.name.text] else {
                params.addUnresolved(param.name.text)
                continue
            }
            let initial = param.defaultValue.flatMap { checker.typer.check($0, expected: type, scope: Scope()) }
            let isLive = param.live != nil && checkLive(param, of: type)
            checked.params.append(
                CheckedScreen.Value(name: param.name.text, type: type, defaultValue: initial, isLive: isLive))
            guard isLive else {
                params.add(param.name.text, .param, type)
                continue
            }
            liveParams.append((param.name.text, type))
            params.markOutOfReach(
                param.name.text,
                help:
                    "'\(param.name.text)' is a live param, which a start value, computed once, cannot follow: read it in a derived value or in the body"
            )
        }
        var scope = params
        for param in liveParams { scope.add(param.name, .liveParam, param.type) }
        for state in screen.state {
            if let live = state.live {
                diagnostics.append(
                    Diagnostic(
                        .misplacedLiveParam, "state is live already: 'live: true' is for a component's params",
                        at: SourceLocation(path: source.path, range: live), help: "remove 'live: true'"))
            }
            guard let type = symbols.state[state.name.text] else {
                scope.addUnresolved(state.name.text)
                continue
            }
            var initial = state.defaultValue.flatMap { checker.typer.check($0, expected: type, scope: params) }
            if state.defaultValue == nil {
                let (start, problem) = StartValue(types: app.types).defaultValue(
                    forState: state.name, of: type, in: source.path)
                initial = start
                problem.map { diagnostics.append($0) }
            }
            checked.state.append(CheckedScreen.Value(name: state.name.text, type: type, defaultValue: initial))
            scope.add(state.name.text, .state, type)
        }
        for derived in screen.derived {
            guard let value = checker.typer.infer(derived.value, scope: scope) else {
                scope.addUnresolved(derived.name.text)
                continue
            }
            checked.derived.append(CheckedScreen.Derived(name: derived.name.text, value: value))
            scope.add(derived.name.text, .derived, value.type)
            if case .expression(let expression) = value.kind,
                ConstantCondition.neverChanges(expression, constants: scope.constants)
            {
                scope.markConstant(derived.name.text)
            }
        }
        for action in screen.actions {
            var local = scope
            let types = symbols.actions[action.name.text] ?? [:]
            for (name, type) in types { local.add(name, .actionParam, type) }
            for param in action.params where types[param.name.text] == nil { local.addUnresolved(param.name.text) }
            let body = checker.statements(action.body, scope: local)
            let params = action.params.compactMap { param in types[param.name.text].map { (param.name.text, $0) } }
            checked.actions.append(CheckedScreen.Action(name: action.name.text, params: params, body: body))
        }
        diagnostics += SendGraph(checked.actions).cycleDiagnostics(path: source.path)
        for hook in screen.lifecycle {
            switch hook.handler {
            case .action(let name):
                if let arguments = checker.runAction(name, arguments: [], at: name.range, scope: scope) {
                    checked.lifecycle.append(
                        (
                            hook.event,
                            [CheckedStatement(kind: .send(action: name.text, arguments: arguments), range: name.range)]
                        ))
                }
            case .statements(let body):
                checked.lifecycle.append((hook.event, checker.statements(body, scope: scope)))
            }
        }
        checkWatches(scope: scope)
        checkTimers(scope: scope)
        if let body = screen.body {
            var rules = BodyRules(checker: checker, catalog: catalog, app: app)
            if screen.kind == .component {
                rules.bodySlots = Dictionary(
                    screen.slots.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
            }
            checked.body = rules.check(body, scope: scope, isRoot: true)
            rules.reportUnplacedSlots(of: screen)
            if screen.kind == .component {
                let recursion = ComponentRecursionRule(
                    components: app.userComponents.mapValues(\.declaration), catalog: catalog)
                if let endless = recursion.diagnostic(for: screen.name.text, path: source.path) {
                    diagnostics.append(endless)
                }
            }
            checker = rules.checker
            diagnostics += rules.diagnostics
        }
        diagnostics += checker.diagnostics + checker.typer.diagnostics
        checkHostInputs()
        warnUnused()
    }

    /// `host:`: each name one of the screen's own actions or state values, under the matching key
    /// (CK0417); those that are go into the checked screen.
    private mutating func checkHostInputs() {
        let actions = screen.actions.map(\.name.text)
        let state = screen.state.map(\.name.text)
        for name in screen.hostInputs.actions {
            if actions.contains(name.text) {
                checked.hostInputs.actions.append(name.text)
            } else {
                reportUnknownHostInput(name, "an action", among: actions, listedUnder: "actions")
            }
        }
        for name in screen.hostInputs.state {
            if state.contains(name.text) {
                checked.hostInputs.state.append(name.text)
            } else {
                reportUnknownHostInput(name, "a state value", among: state, listedUnder: "state")
            }
        }
    }

    private mutating func reportUnknownHostInput(
        _ name: Identifier, _ what: String, among declared: [String], listedUnder key: String
    ) {
        let elsewhere: String? =
            if screen.actions.contains(where: { $0.name.text == name.text }) {
                "'\(name.text)' is an action: list it under 'host: { actions: [...] }'"
            } else if screen.state.contains(where: { $0.name.text == name.text }) {
                "'\(name.text)' is a state value: list it under 'host: { state: [...] }'"
            } else if screen.params.contains(where: { $0.name.text == name.text }) {
                "'\(name.text)' is a param, which the host gives when it makes the view model: remove it from 'host:'"
            } else if screen.derived.contains(where: { $0.name.text == name.text }) {
                "'\(name.text)' is a derived value, which follows its state: list that state instead"
            } else if screen.signals.contains(where: { $0.name.text == name.text }) {
                "'\(name.text)' is a signal, which the host observes: remove it from 'host:'"
            } else {
                nil
            }
        diagnostics.append(
            Diagnostic(
                .unknownHostInput, "'host: \(key)' names '\(name.text)', which is not \(what) of \(screen.name.text)",
                at: SourceLocation(path: source.path, range: name.range),
                help: elsewhere ?? NameSuggestion.help(for: name.text, among: declared)
                    ?? "declare it under '\(key):', or remove it from 'host:'"))
    }

    /// `watch:`: each key a state value (CK0521), its handler typed with the new value as `value`,
    /// and no watches without a debounce that keep changing each other's state (CK0523).
    private mutating func checkWatches(scope: Scope) {
        let stateNames = screen.state.map(\.name.text)
        // A misspelt watch means a state value no other watch names.
        let unwatched = stateNames.filter { name in !screen.watches.contains { $0.state.text == name } }
        for watch in screen.watches {
            let name = watch.state
            guard let type = symbols.state[name.text] else {
                if stateNames.contains(name.text) { continue }
                let what =
                    scope[name.text].map {
                        $0.kind == .derived
                            ? "it is a derived value: watch the state it reads"
                            : "it is a \($0.kind.rawValue), which never changes"
                    }
                    ?? "no state has that name"
                diagnostics.append(
                    Diagnostic(
                        .watchUnknownState, "'watch' names '\(name.text)', and \(what)",
                        at: SourceLocation(path: source.path, range: name.range),
                        help: NameSuggestion.help(for: name.text, among: unwatched)
                            ?? (stateNames.isEmpty
                                ? "declare the value under 'state:'"
                                : "watch one of: " + stateNames.joined(separator: ", ")),
                        fixIts: NameSuggestion.fixIts(
                            for: name.text, among: unwatched, at: SourceLocation(path: source.path, range: name.range)))
                )
                continue
            }
            if let unequatable = unequatable(in: type) {
                diagnostics.append(
                    Diagnostic(
                        .watchUnknownState,
                        "'\(name.text)' cannot be watched: its type \(type) holds \(unequatable), which the generated Swift cannot compare to see a change",
                        at: SourceLocation(path: source.path, range: name.range),
                        help:
                            "watch a state value of a type declared under 'types:' (or a built-in one) that changes with it"
                    ))
                continue
            }
            if let body = handlerBody(watch.handler, carrying: type, of: "the watch of '\(name.text)'", scope: scope) {
                checked.watches.append(
                    CheckedScreen.Watch(state: name.text, debounce: watch.debounce?.seconds, body: body))
            }
        }
        checked.watches.sort { stateNames.firstIndex(of: $0.state) ?? 0 < stateNames.firstIndex(of: $1.state) ?? 0 }
        reportWatchCycles()
    }

    /// The part of `type` a watch's `distinctUntilChanged()` cannot compare: a model declared in
    /// Swift (`external: true`), which need not be Equatable, or a catalog's value type.
    private func unequatable(in type: ValueType) -> String? {
        switch type {
        case .model(let name):
            if case .structure(_, external: true)? = app.types.declarations[name]?.kind {
                return "'\(name)', declared in Swift (external)"
            }
            return nil
        case .catalogValue(let name): return "the catalog value '\(name)'"
        case .array(let element), .optional(let element): return unequatable(in: element)
        case .dictionary(let key, let value): return unequatable(in: key) ?? unequatable(in: value)
        default: return nil
        }
    }

    /// `timers:`: each handler typed as a lifecycle hook's.
    private mutating func checkTimers(scope: Scope) {
        for timer in screen.timers {
            if let body = handlerBody(timer.handler, carrying: nil, of: "the timer '\(timer.name.text)'", scope: scope)
            {
                checked.timers.append(
                    CheckedScreen.Timer(name: timer.name.text, every: timer.every.seconds, body: body))
            }
        }
    }

    /// What a watch or timer runs: an action (given the carried value when it takes one param, which
    /// must fit it: CK0405) or statements that see the carried value as `value`.
    private mutating func handlerBody(
        _ handler: EventHandler, carrying carried: ValueType?, of place: String, scope: Scope
    ) -> [CheckedStatement]? {
        switch handler {
        case .action(let name):
            if let carried, let params = checker.context.actions[name.text], params.names.count == 1,
                let param = params.names.first,
                let taken = params.types[param], !ExpressionTyper.accepts(taken, carried)
            {
                diagnostics.append(
                    Diagnostic(
                        .typeMismatch, "\(place) carries \(carried), and '\(name.text)' takes '\(param): \(taken)'",
                        at: SourceLocation(path: source.path, range: name.range),
                        help:
                            "run it with statements that make the value fit: [ { send: \(name.text), with: { \(param): ${…} } } ]"
                    ))
                return nil
            }
            let passed = carried.flatMap { checker.runAction(name, passing: $0, at: name.range) }
            guard let arguments = passed ?? checker.runAction(name, arguments: [], at: name.range, scope: scope) else {
                return nil
            }
            return [CheckedStatement(kind: .send(action: name.text, arguments: arguments), range: name.range)]
        case .statements(let body):
            var inner = scope
            // The watched value hides a state or param named `value`, as an event's does.
            if let carried { inner = scope.adding("value", .loopVariable, carried) }
            return checker.statements(body, scope: inner)
        }
    }

    /// CK0523: a watch without a debounce whose run changes, at once, the state of a watch without
    /// a debounce that leads back to it.
    private mutating func reportWatchCycles() {
        let immediate = checked.watches.filter { $0.debounce == nil }
        let watched = Set(immediate.map(\.state))
        var next: [String: Set<String>] = [:]
        for watch in immediate {
            next[watch.state] = WatchEffects.statesSet(by: watch.body, actions: checked.actions).intersection(watched)
        }
        for watch in screen.watches where watch.debounce == nil && watched.contains(watch.state.text) {
            var seen: Set<String> = []
            var frontier = Array(next[watch.state.text] ?? [])
            while let state = frontier.popLast() {
                guard seen.insert(state).inserted else { continue }
                frontier += next[state] ?? []
            }
            guard seen.contains(watch.state.text) else { continue }
            diagnostics.append(
                Diagnostic(
                    .watchCycle,
                    "the watch of '\(watch.state.text)' changes '\(watch.state.text)' again at once\(next[watch.state.text]?.contains(watch.state.text) == true ? "" : ", through other watches without a debounce"), so it may never settle",
                    at: SourceLocation(path: source.path, range: watch.state.range),
                    help: "give it a debounce: '\(watch.state.text): { debounce: 0.5s, do: … }'"))
        }
    }

    /// CK0413 for params and state nothing reads, actions nothing runs and signals nothing emits; what
    /// the host drives (`host:`) is used by the host.
    private mutating func warnUnused() {
        let reads = checker.typer.reads
        let run = checker.actionsRun
        let emitted = checker.signalsEmitted
        for param in screen.params where !reads.contains(param.name.text) {
            reportUnused("param", param.name, "nothing reads it")
        }
        let watched = Set(screen.watches.map(\.state.text))
        let exempt = watched.union(checked.hostInputs.state)
        let sent = Set(checked.hostInputs.actions)
        for state in screen.state where !reads.contains(state.name.text) && !exempt.contains(state.name.text) {
            reportUnused("state", state.name, "nothing reads it")
        }
        for action in screen.actions where !run.contains(action.name.text) && !sent.contains(action.name.text) {
            reportUnused("action", action.name, "nothing runs it")
        }
        for signal in screen.signals where !emitted.contains(signal.name.text) {
            reportUnused("signal", signal.name, "nothing emits it")
        }
    }

    private mutating func reportUnused(_ kind: String, _ name: Identifier, _ why: String) {
        diagnostics.append(
            Diagnostic(
                .unusedDeclaration, "\(kind) '\(name.text)' is never used: \(why)",
                at: SourceLocation(path: source.path, range: name.range), help: "remove it, or use it"))
    }
}
