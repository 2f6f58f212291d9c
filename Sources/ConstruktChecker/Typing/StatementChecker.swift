import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Types statements (LANGUAGE.md §5) against a `StatementContext`: `set`, `toggle`, `append` and
/// `remove` only on state of the fitting type, `send` with the action's params, `emit` with the
/// signal's type, `route` with the destination's params, `if` on a Bool. Records which actions
/// ran and which signals were emitted, for "never used" warnings.
struct StatementChecker {
    let context: StatementContext
    let path: String
    var typer: ValueTyper
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var actionsRun: Set<String> = []
    private(set) var signalsEmitted: Set<String> = []

    init(context: StatementContext, typer: ValueTyper) {
        self.context = context
        self.typer = typer
        path = typer.source.path
    }

    mutating func statements(_ list: [Statement], scope: Scope) {
        for statement in list {
            switch statement.kind {
            case .set(let target, let value):
                if let type = stateType(target, for: "set", scope: scope) { typer.check(value, expected: type, scope: scope) }
            case .toggle(let target):
                if let type = stateType(target, for: "toggle", scope: scope), type != .bool {
                    report(.typeMismatch, "'toggle' flips a Bool, and '\(target.text)' is \(type)", at: target.range, help: "use 'set: \(target.text)' with 'to:'")
                }
            case .append(let target, let value):
                guard let type = stateType(target, for: "append", scope: scope) else { continue }
                guard case .array(let element) = type else {
                    report(.typeMismatch, "'append' adds to a list, and '\(target.text)' is \(type)", at: target.range)
                    continue
                }
                typer.check(value, expected: element, scope: scope)
            case .remove(let target, let index):
                guard let type = stateType(target, for: "remove", scope: scope) else { continue }
                guard case .array = type else {
                    report(.typeMismatch, "'remove' takes from a list, and '\(target.text)' is \(type)", at: target.range)
                    continue
                }
                typer.check(index, expected: .int, scope: scope)
            case .send(let action, let arguments):
                runAction(action, arguments: arguments, at: statement.range, scope: scope)
            case .emit(let signal, let value):
                emit(signal, value: value, at: statement.range, scope: scope)
            case .route(let destination, let arguments):
                route(destination, arguments: arguments, at: statement.range, scope: scope)
            case .conditional(let condition, let then, let otherwise):
                typer.check(condition, expected: .bool, scope: scope)
                statements(then, scope: scope)
                statements(otherwise, scope: scope)
            case .back, .dismiss:
                break
            }
        }
    }

    /// An action run by name (an event, a lifecycle hook, a `send:`), with its arguments typed.
    mutating func runAction(_ name: Identifier, arguments: [Argument], at range: SourceRange, scope: Scope) {
        actionsRun.insert(name.text)
        guard let params = context.actions[name.text] else {
            report(.unknownAction, "unknown action '\(name.text)'", at: name.range,
                   help: NameSuggestion.help(for: name.text, among: context.actions.keys) ?? "declare it under 'actions:'")
            return
        }
        checkArguments(arguments, against: params, of: "action '\(name.text)'", code: .actionArguments, at: range, scope: scope)
    }

    /// The type of a state value a statement changes, or `nil` after CK0409 / CK0404.
    private mutating func stateType(_ target: Identifier, for statement: String, scope: Scope) -> ValueType? {
        if let type = context.state[target.text] { return type }
        if context.stateNames.contains(target.text) { return nil }
        if let entry = scope[target.text] {
            report(.assignToNonState, "'\(statement)' cannot change '\(target.text)': it is a \(entry.kind.rawValue)", at: target.range,
                   help: "declare '\(target.text)' under 'state:' to change it")
        } else {
            report(.unknownName, "unknown state '\(target.text)'", at: target.range,
                   help: NameSuggestion.help(for: target.text, among: context.state.keys) ?? "declare it under 'state:'")
        }
        return nil
    }

    private mutating func emit(_ signal: Identifier, value: YAMLNode?, at range: SourceRange, scope: Scope) {
        signalsEmitted.insert(signal.text)
        guard let type = context.signals[signal.text] else {
            if !context.signalNames.contains(signal.text) {
                report(.unknownSignalName, "unknown signal '\(signal.text)' in \(context.owner)", at: signal.range,
                       help: NameSuggestion.help(for: signal.text, among: context.signals.keys) ?? "declare it under 'signals:'")
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

    /// `route:` names a declared destination (CK0509) and passes exactly its params (CK0510).
    private mutating func route(_ destination: Identifier, arguments: [Argument], at range: SourceRange, scope: Scope) {
        guard let destinations = context.destinations else {
            report(.unknownDestination, "'route: \(destination.text)' needs a routes file, and this app has none", at: destination.range,
                   help: "declare '\(destination.text)' under 'destinations:' in a *.routes.yaml file")
            return
        }
        guard let params = destinations[destination.text] else {
            report(.unknownDestination, "unknown destination '\(destination.text)'", at: destination.range,
                   help: NameSuggestion.help(for: destination.text, among: destinations.keys) ?? "declare it under 'destinations:'")
            return
        }
        checkArguments(arguments, against: params, of: "'\(destination.text)'", code: .routeArguments, at: range, scope: scope)
    }

    /// Arguments passed by name: unknown ones (with the param meant), missing ones, and each typed.
    private mutating func checkArguments(
        _ arguments: [Argument], against params: StatementContext.Params, of callee: String, code: DiagnosticCode, at range: SourceRange, scope: Scope
    ) {
        let match = ArgumentMatch(arguments.map(\.name), params: params.names, required: Set(params.names))
        for (argument, meant) in match.unknown {
            report(code, "\(callee) has no param '\(argument.text)'", at: argument.range, help: meant.map { "did you mean '\($0)'?" } ?? "remove it")
        }
        for argument in arguments {
            if let type = params.types[argument.name.text] { typer.check(argument.value, expected: type, scope: scope) }
        }
        if !match.missing.isEmpty {
            report(code, "\(callee) needs " + match.missing.map { "'\($0)'" }.joined(separator: ", "), at: range,
                   help: "pass it: 'with: { \(match.missing.map { "\($0): …" }.joined(separator: ", ")) }'")
        }
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange, help: String? = nil) {
        diagnostics.append(Diagnostic(code, message, at: SourceLocation(path: path, range: range), help: help))
    }
}
