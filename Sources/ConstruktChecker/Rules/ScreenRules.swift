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

    init(symbols: ScreenSymbols, app: AppSymbols, catalog: ComponentCatalog, source: SourceFile, limits: ExpressionLimits) {
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
            destinations: app.destinations
        )
        checker = StatementChecker(context: context, typer: ValueTyper(source: source, types: app.types, limits: limits, catalog: catalog))
    }

    private var screen: ScreenDeclaration { symbols.declaration }

    mutating func check() {
        var params = Scope()
        for param in screen.params {
            guard let type = symbols.params[param.name.text] else {
                params = params.addingUnresolved(param.name.text)
                continue
            }
            if let value = param.defaultValue { checker.typer.check(value, expected: type, scope: Scope()) }
            params = params.adding(param.name.text, .param, type)
        }
        var scope = params
        for state in screen.state {
            guard let type = symbols.state[state.name.text] else {
                scope = scope.addingUnresolved(state.name.text)
                continue
            }
            if let value = state.defaultValue { checker.typer.check(value, expected: type, scope: params) }
            scope = scope.adding(state.name.text, .state, type)
        }
        for derived in screen.derived {
            if let type = checker.typer.infer(derived.value, scope: scope)?.type {
                scope = scope.adding(derived.name.text, .derived, type)
            }
        }
        for action in screen.actions {
            var local = scope
            for (name, type) in symbols.actions[action.name.text] ?? [:] { local = local.adding(name, .actionParam, type) }
            checker.statements(action.body, scope: local)
        }
        for hook in screen.lifecycle {
            switch hook.handler {
            case .action(let name): checker.runAction(name, arguments: [], at: name.range, scope: scope)
            case .statements(let body): checker.statements(body, scope: scope)
            }
        }
        if let body = screen.body {
            var rules = BodyRules(checker: checker, catalog: catalog, app: app)
            rules.check(body, scope: scope, isRoot: true)
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
        let candidates: [(String, Identifier, Bool, String)] =
            screen.params.map { ("param", $0.name, reads.contains($0.name.text), "nothing reads it") }
            + screen.state.map { ("state", $0.name, reads.contains($0.name.text), "nothing reads it") }
            + screen.actions.map { ("action", $0.name, run.contains($0.name.text), "nothing runs it") }
            + screen.signals.map { ("signal", $0.name, emitted.contains($0.name.text), "nothing emits it") }
        for (kind, name, used, why) in candidates where !used {
            diagnostics.append(Diagnostic(.unusedDeclaration, "\(kind) '\(name.text)' is never used: \(why)",
                                          at: SourceLocation(path: source.path, range: name.range), help: "remove it, or use it"))
        }
    }
}
