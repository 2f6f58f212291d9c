import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Types a screen's values and statements (LANGUAGE.md §2, §4, §5): defaults, derived values,
/// actions and lifecycle hooks, then warns about params, state, actions and signals nothing uses.
struct ScreenRules {
    let symbols: ScreenSymbols
    let source: SourceFile
    var typer: ValueTyper
    private(set) var diagnostics: [Diagnostic] = []
    private var actionsRun: Set<String> = []
    private var signalsEmitted: Set<String> = []

    init(symbols: ScreenSymbols, source: SourceFile, types: TypeEnvironment, limits: ExpressionLimits) {
        self.symbols = symbols
        self.source = source
        typer = ValueTyper(source: source, types: types, limits: limits)
    }

    private var screen: ScreenDeclaration { symbols.declaration }

    /// The scope of the screen's own values; derived values are typed in order and join it.
    private(set) var scope = Scope()

    mutating func check() {
        var params = Scope()
        for param in screen.params {
            guard let type = symbols.params[param.name.text] else { continue }
            if let value = param.defaultValue { typer.check(value, expected: type, scope: Scope()) }
            params = params.adding(param.name.text, .param, type)
        }
        scope = params
        for state in screen.state {
            guard let type = symbols.state[state.name.text] else { continue }
            if let value = state.defaultValue { typer.check(value, expected: type, scope: params) }
            scope = scope.adding(state.name.text, .state, type)
        }
        for derived in screen.derived {
            if let type = typer.infer(derived.value, scope: scope) {
                scope = scope.adding(derived.name.text, .derived, type)
            }
        }
        for action in screen.actions {
            var local = scope
            for (name, type) in symbols.actions[action.name.text] ?? [:] { local = local.adding(name, .actionParam, type) }
            statements(action.body, scope: local)
        }
        for hook in screen.lifecycle {
            switch hook.handler {
            case .action(let name): runAction(name, arguments: [], at: name.range, scope: scope)
            case .statements(let body): statements(body, scope: scope)
            }
        }
        diagnostics += typer.diagnostics
        warnUnused()
    }

    private mutating func statements(_ list: [Statement], scope: Scope) {
        for statement in list {
            switch statement.kind {
            case .set(let target, let value):
                if let type = stateType(target, for: "set") { typer.check(value, expected: type, scope: scope) }
            case .toggle(let target):
                if let type = stateType(target, for: "toggle"), type != .bool {
                    report(.typeMismatch, "'toggle' flips a Bool, and '\(target.text)' is \(type)", at: target.range, help: "use 'set: \(target.text)' with 'to:'")
                }
            case .append(let target, let value):
                if let type = stateType(target, for: "append") {
                    guard case .array(let element) = type else {
                        report(.typeMismatch, "'append' adds to a list, and '\(target.text)' is \(type)", at: target.range)
                        continue
                    }
                    typer.check(value, expected: element, scope: scope)
                }
            case .remove(let target, let index):
                if let type = stateType(target, for: "remove") {
                    guard case .array = type else {
                        report(.typeMismatch, "'remove' takes from a list, and '\(target.text)' is \(type)", at: target.range)
                        continue
                    }
                    typer.check(index, expected: .int, scope: scope)
                }
            case .send(let action, let arguments):
                runAction(action, arguments: arguments, at: statement.range, scope: scope)
            case .emit(let signal, let value):
                emit(signal, value: value, at: statement.range, scope: scope)
            case .route(_, let arguments):
                arguments.forEach { argument in _ = typer.infer(argument.value, scope: scope) }
            case .conditional(let condition, let then, let otherwise):
                typer.check(condition, expected: .bool, scope: scope)
                statements(then, scope: scope)
                statements(otherwise, scope: scope)
            case .back, .dismiss:
                break
            }
        }
    }

    /// The type of a state value a statement changes, or `nil` after CK0409 / CK0404.
    private mutating func stateType(_ target: Identifier, for statement: String) -> ValueType? {
        if let type = symbols.state[target.text] { return type }
        if let entry = scope[target.text] {
            report(.assignToNonState, "'\(statement)' cannot change '\(target.text)': it is a \(entry.kind.rawValue)", at: target.range,
                   help: "declare '\(target.text)' under 'state:' to change it")
        } else if !screen.state.contains(where: { $0.name.text == target.text }) {
            report(.unknownName, "unknown state '\(target.text)'", at: target.range,
                   help: NameSuggestion.help(for: target.text, among: symbols.state.keys) ?? "declare it under 'state:'")
        }
        return nil
    }

    private mutating func runAction(_ name: Identifier, arguments: [Argument], at range: SourceRange, scope: Scope) {
        actionsRun.insert(name.text)
        guard let params = symbols.actions[name.text] else {
            report(.unknownAction, "unknown action '\(name.text)'", at: name.range,
                   help: NameSuggestion.help(for: name.text, among: symbols.actions.keys) ?? "declare it under 'actions:'")
            return
        }
        let declared = screen.actions.first { $0.name.text == name.text }?.params.map(\.name.text) ?? []
        let match = ArgumentMatch(arguments.map(\.name), params: declared, required: Set(declared))
        for (argument, meant) in match.unknown {
            report(.actionArguments, "action '\(name.text)' has no param '\(argument.text)'", at: argument.range,
                   help: meant.map { "did you mean '\($0)'?" } ?? "remove it")
        }
        for argument in arguments {
            if let type = params[argument.name.text] { typer.check(argument.value, expected: type, scope: scope) }
        }
        if !match.missing.isEmpty {
            report(.actionArguments, "action '\(name.text)' needs " + match.missing.map { "'\($0)'" }.joined(separator: ", "), at: range,
                   help: "pass it: 'with: { \(match.missing.map { "\($0): …" }.joined(separator: ", ")) }'")
        }
    }

    private mutating func emit(_ signal: Identifier, value: YAMLNode?, at range: SourceRange, scope: Scope) {
        signalsEmitted.insert(signal.text)
        guard let type = symbols.signals[signal.text] else {
            if !screen.signals.contains(where: { $0.name.text == signal.text }) {
                report(.unknownSignalName, "unknown signal '\(signal.text)'", at: signal.range,
                       help: NameSuggestion.help(for: signal.text, among: symbols.signals.keys) ?? "declare it under 'signals:'")
            }
            return
        }
        switch (type, value) {
        case (.void, nil):
            break
        case (.void, let value?):
            report(.typeMismatch, "signal '\(signal.text)' carries no value", at: value.range, help: "remove 'value:'")
        case (_, nil):
            report(.typeMismatch, "signal '\(signal.text)' carries a \(type)", at: range, help: "add 'value:' with a \(type)")
        case (_, let value?):
            typer.check(value, expected: type, scope: scope)
        }
    }

    /// CK0413 for params and state nothing reads, actions nothing runs and signals nothing emits.
    private mutating func warnUnused() {
        let body = BodyReferences(source: source, body: screen.body)
        let reads = typer.reads.union(body.reads)
        let run = actionsRun.union(body.actions)
        let emitted = signalsEmitted.union(body.signals)
        let candidates: [(String, Identifier, Bool)] =
            screen.params.map { ("param", $0.name, reads.contains($0.name.text)) }
            + screen.state.map { ("state", $0.name, reads.contains($0.name.text)) }
            + screen.actions.map { ("action", $0.name, run.contains($0.name.text)) }
            + screen.signals.map { ("signal", $0.name, emitted.contains($0.name.text)) }
        for (kind, name, used) in candidates where !used {
            let what = ["param": "nothing reads it", "state": "nothing reads it", "action": "nothing runs it", "signal": "nothing emits it"][kind] ?? ""
            report(.unusedDeclaration, "\(kind) '\(name.text)' is never used: \(what)", at: name.range, help: "remove it, or use it")
        }
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange, help: String? = nil) {
        diagnostics.append(Diagnostic(code, message, at: SourceLocation(path: source.path, range: range), help: help))
    }
}
