import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Types a screen's values and statements (LANGUAGE.md §2, §4, §5): defaults, derived values,
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

    init(symbols: ScreenSymbols, app: AppSymbols, catalog: ComponentCatalog, source: SourceFile, limits: ExpressionLimits, parsed: ParsedValues = ParsedValues()) {
        self.symbols = symbols
        self.app = app
        self.catalog = catalog
        self.source = source
        let screen = symbols.declaration
        let context = StatementContext(
            owner: screen.name.text,
            state: symbols.state,
            stateNames: Set(screen.state.map(\.name.text)),
            actions: Dictionary(screen.actions.map { action in
                (action.name.text, StatementContext.Params(names: action.params.map(\.name.text), types: symbols.actions[action.name.text] ?? [:]))
            }, uniquingKeysWith: { first, _ in first }),
            signals: symbols.signals,
            signalNames: Set(screen.signals.map(\.name.text)),
            destinations: app.destinations,
            routes: app.routes,
            screens: app.screens,
            destinationsAreComplete: app.routesAreComplete
        )
        checker = StatementChecker(context: context, typer: ValueTyper(source: source, types: app.types, limits: limits, catalog: catalog, parsed: parsed))
        checked = CheckedScreen(
            path: source.path, kind: screen.kind, name: screen.name.text, description: screen.description,
            params: [], state: [], derived: [],
            signals: screen.signals.compactMap { signal in symbols.signals[signal.name.text].map { (signal.name.text, $0) } },
            actions: [], lifecycle: [], body: nil
        )
        checked.slots = screen.slots
    }

    private var screen: ScreenDeclaration { symbols.declaration }

    mutating func check() {
        var params = Scope()
        for param in screen.params {
            guard let type = symbols.params[param.name.text] else {
                params.addUnresolved(param.name.text)
                continue
            }
            let initial = param.defaultValue.flatMap { checker.typer.check($0, expected: type, scope: Scope()) }
            checked.params.append(CheckedScreen.Value(name: param.name.text, type: type, defaultValue: initial))
            params.add(param.name.text, .param, type)
        }
        var scope = params
        for state in screen.state {
            guard let type = symbols.state[state.name.text] else {
                scope.addUnresolved(state.name.text)
                continue
            }
            var initial = state.defaultValue.flatMap { checker.typer.check($0, expected: type, scope: params) }
            if state.defaultValue == nil {
                let (start, problem) = StartValue(types: app.types).defaultValue(forState: state.name, of: type, in: source.path)
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
            if case .expression(let expression) = value.kind, ConstantCondition.neverChanges(expression, constants: scope.constants) {
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
        for hook in screen.lifecycle {
            switch hook.handler {
            case .action(let name):
                if let arguments = checker.runAction(name, arguments: [], at: name.range, scope: scope) {
                    checked.lifecycle.append((hook.event, [CheckedStatement(kind: .send(action: name.text, arguments: arguments), range: name.range)]))
                }
            case .statements(let body):
                checked.lifecycle.append((hook.event, checker.statements(body, scope: scope)))
            }
        }
        if let body = screen.body {
            var rules = BodyRules(checker: checker, catalog: catalog, app: app)
            if screen.kind == .component { rules.bodySlots = Dictionary(screen.slots.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first }) }
            checked.body = rules.check(body, scope: scope, isRoot: true)
            rules.reportUnplacedSlots(of: screen)
            checker = rules.checker
            diagnostics += rules.diagnostics
        }
        diagnostics += checker.diagnostics + checker.typer.diagnostics
        warnUnused()
    }

    /// CK0413 for params and state nothing reads, actions nothing runs and signals nothing emits.
    private mutating func warnUnused() {
        let reads = checker.typer.reads
        let run = checker.actionsRun
        let emitted = checker.signalsEmitted
        for param in screen.params where !reads.contains(param.name.text) { reportUnused("param", param.name, "nothing reads it") }
        for state in screen.state where !reads.contains(state.name.text) { reportUnused("state", state.name, "nothing reads it") }
        for action in screen.actions where !run.contains(action.name.text) { reportUnused("action", action.name, "nothing runs it") }
        for signal in screen.signals where !emitted.contains(signal.name.text) { reportUnused("signal", signal.name, "nothing emits it") }
    }

    private mutating func reportUnused(_ kind: String, _ name: Identifier, _ why: String) {
        diagnostics.append(Diagnostic(.unusedDeclaration, "\(kind) '\(name.text)' is never used: \(why)",
                                      at: SourceLocation(path: source.path, range: name.range), help: "remove it, or use it"))
    }
}
