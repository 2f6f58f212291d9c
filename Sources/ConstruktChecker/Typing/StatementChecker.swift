import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Types statements (Docs/language.md, Events and statements) against a `StatementContext`: `set`, `toggle`, `append`,
/// `remove` and `insert` only on state of the fitting type, `send` with the action's params, `emit` with the
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

    /// The checked statements; a statement with an error is reported and left out.
    @discardableResult
    mutating func statements(_ list: [Statement], scope: Scope) -> [CheckedStatement] {
        list.compactMap { statement in
            statementKind(statement, scope: scope).map { CheckedStatement(kind: $0, range: statement.range) }
        }
    }

    private mutating func statementKind(_ statement: Statement, scope: Scope) -> CheckedStatement.Kind? {
        switch statement.kind {
        case .set(let target, let value):
            guard let type = stateType(target, for: "set", scope: scope),
                let typed = typer.check(value, expected: type, scope: scope)
            else { return nil }
            return .set(state: target.text, to: typed)
        case .toggle(let target):
            guard let type = stateType(target, for: "toggle", scope: scope) else { return nil }
            guard type == .bool else {
                report(
                    .typeMismatch, "'toggle' flips a Bool, and '\(target.text)' is \(type)", at: target.range,
                    help: "use 'set: \(target.text)' with 'to:'")
                return nil
            }
            return .toggle(state: target.text)
        case .append(let target, let value):
            guard let type = stateType(target, for: "append", scope: scope) else { return nil }
            guard case .array(let element) = type else {
                report(.typeMismatch, "'append' adds to a list, and '\(target.text)' is \(type)", at: target.range)
                return nil
            }
            return typer.check(value, expected: element, scope: scope).map { .append(state: target.text, value: $0) }
        case .remove(let target, let index):
            guard let type = stateType(target, for: "remove", scope: scope) else { return nil }
            guard case .array = type else {
                report(.typeMismatch, "'remove' takes from a list, and '\(target.text)' is \(type)", at: target.range)
                return nil
            }
            return typer.check(index, expected: .int, scope: scope).map { .remove(state: target.text, at: $0) }
        case .insert(let target, let value, let index):
            guard let type = stateType(target, for: "insert", scope: scope) else { return nil }
            guard case .array(let element) = type else {
                report(.typeMismatch, "'insert' adds to a list, and '\(target.text)' is \(type)", at: target.range)
                return nil
            }
            let (typedValue, typedIndex) = (
                typer.check(value, expected: element, scope: scope), typer.check(index, expected: .int, scope: scope)
            )
            guard let typedValue, let typedIndex else { return nil }
            return .insert(state: target.text, value: typedValue, at: typedIndex)
        case .send(let action, let arguments):
            return runAction(action, arguments: arguments, at: statement.range, scope: scope).map {
                .send(action: action.text, arguments: $0)
            }
        case .emit(let signal, let value):
            return emit(signal, value: value, at: statement.range, scope: scope)
        case .route(let destination, let arguments, let hidesTabBar):
            let checked = route(destination, arguments: arguments, at: statement.range, scope: scope)
            guard let checked, hidesTabBar.map({ checkHidesTabBar($0.range, pushing: destination) }) ?? true else {
                return nil
            }
            return .route(destination: destination.text, arguments: checked, hidesTabBar: hidesTabBar?.value)
        case .conditional(let condition, let then, let otherwise):
            let typed = typer.check(condition, expected: .bool, scope: scope)
            if let warning = typed.flatMap({
                ConstantCondition.warning(for: $0, constants: scope.constants, path: path)
            }) {
                diagnostics.append(warning)
            }
            let (thenBody, elseBody) = (statements(then, scope: scope), statements(otherwise, scope: scope))
            return typed.map { .conditional($0, then: thenBody, else: elseBody) }
        case .switchOver(let syntax):
            guard let shape = SwitchCheck.check(syntax, typer: &typer, scope: scope, diagnostics: &diagnostics) else {
                return nil
            }
            let cases = shape.cases.map { valid in
                let inner = SwitchCheck.scope(for: valid, in: scope)
                return CheckedSwitch<[CheckedStatement]>.Case(
                    name: valid.name, payload: valid.payload.map(\.name),
                    body: statements(syntax.cases[valid.index].body, scope: inner),
                    payloadTypes: valid.payload.map(\.type))
            }
            let fallback = syntax.fallback.map { statements($0.body, scope: scope) }
            return .switchOver(
                CheckedSwitch(subject: shape.subject, cases: cases, fallback: shape.fallbackIsReached ? fallback : nil))
        case .after(let delay, let body):
            let checked = statements(body, scope: scope)
            guard context.allowsDelays else {
                report(
                    .appActionDelay, "an app action cannot delay statements with 'after'", at: statement.range,
                    help:
                        "delay them in the screen whose signal runs this action, and emit the signal from its 'after:'")
                return nil
            }
            return .after(seconds: delay.seconds, body: checked)
        case .selectTab(let destination):
            return selectTab(destination) ? .selectTab(destination: destination.text) : nil
        case .scrollToTop(let view, let animated):
            let typed = animated.flatMap { typer.check($0, expected: .bool, scope: scope) }
            let named = checkScrollTarget(view)
            // An `animated:` that did not type is reported already.
            guard named, animated == nil || typed != nil else { return nil }
            return .scrollToTop(view: view.text, animated: typed)
        case .back:
            warnWithoutNavigator("back", at: statement.range)
            return .back
        case .dismiss:
            warnWithoutNavigator("dismiss", at: statement.range)
            return .dismiss
        }
    }

    /// Whether `scrollToTop:` names a scroll view written once in the file's body, after CK0537 when not.
    private mutating func checkScrollTarget(_ view: Identifier) -> Bool {
        guard let targets = context.scrollTargets else {
            report(
                .scrollToTopTarget, "'scrollToTop' scrolls a view, and the routes file has none", at: view.range,
                help: "scroll in the screen whose view it is: emit a signal to it, or route to it")
            return false
        }
        let scrollable = targets.views.filter { $0.value.contains { !$0.isRepeated && $0.scrolls } }.keys
        guard let found = targets.views[view.text] else {
            report(
                .scrollToTopTarget, "no view of \(context.owner)'s body has the id '\(view.text)'", at: view.range,
                help: NameSuggestion.help(for: view.text, among: scrollable)
                    ?? (scrollable.isEmpty
                        ? "give the ScrollView, VerticalScrollView or CollectionView to scroll an 'id:', and name it here"
                        : "its scroll views are " + scrollable.sorted().joined(separator: ", ")),
                fixIts: suggested(view, among: scrollable))
            return false
        }
        if let other = found.first(where: { !$0.scrolls }) {
            report(
                .scrollToTopTarget, "'\(view.text)' is a \(other.component), which does not scroll", at: view.range,
                help: "name a ScrollView, VerticalScrollView or CollectionView")
            return false
        }
        if found.contains(where: \.isRepeated) {
            report(
                .scrollToTopTarget,
                "'\(view.text)' is written once per item (in a list's cell or a 'forEach'), so no one view has that id",
                at: view.range, help: "scroll the list that holds the items, or a scroll view written once")
            return false
        }
        return true
    }

    /// `back` and `dismiss` act on the app's navigation, which its routes file declares: without
    /// one the screen is the root of its own stack, so they always reject their action (CK0511).
    private mutating func warnWithoutNavigator(_ statement: String, at range: SourceRange) {
        guard context.destinations == nil else { return }
        report(
            .navigationWithoutRoutes,
            "'\(statement)' always fails here: the app has no routes file, so the screen is the root of its own stack",
            at: range,
            help:
                "declare the app's screens in a *.routes.yaml file, or let the host app do it: emit a signal ('emit: closeRequested', declared under 'signals:') and \(statement == "back" ? "pop" : "dismiss") the screen where the host observes it"
        )
    }

    /// An event's action run by name with the value the event carries, when the action takes
    /// exactly one param that value fits (`on: { picked: choose }`, `choose` taking the card's
    /// id); `nil` when it does not take it so, and the action runs as any other.
    mutating func runAction(_ name: Identifier, passing carried: ValueType, at range: SourceRange) -> [TypedValue
        .Field]?
    {
        guard let params = context.actions[name.text], params.names.count == 1,
            let type = params.types[params.names[0]],
            ExpressionTyper.accepts(type, carried)
        else { return nil }
        actionsRun.insert(name.text)
        let value = TypedValue(
            .expression(TypedExpression(.reference("value", .loopVariable), type: carried, range: range)),
            type: carried, range: range)
        return [TypedValue.Field(name: params.names[0], value: value)]
    }

    /// An action run by name (an event, a lifecycle hook, a `send:`): its arguments typed, or `nil`
    /// after reporting a mistake.
    @discardableResult
    mutating func runAction(_ name: Identifier, arguments: [Argument], at range: SourceRange, scope: Scope)
        -> [TypedValue.Field]?
    {
        actionsRun.insert(name.text)
        guard let params = context.actions[name.text] else {
            report(
                .unknownAction, "unknown action '\(name.text)'", at: name.range,
                help: NameSuggestion.help(for: name.text, among: context.actions.keys) ?? "declare it under 'actions:'",
                fixIts: suggested(name, among: context.actions.keys))
            return nil
        }
        return checkArguments(
            arguments, against: params, of: "action '\(name.text)'", code: .actionArguments, at: range, scope: scope)
    }

    /// The type of a state value a statement changes, or `nil` after CK0409 / CK0404.
    private mutating func stateType(_ target: Identifier, for statement: String, scope: Scope) -> ValueType? {
        if let type = context.state[target.text] { return type }
        if context.stateNames.contains(target.text) { return nil }
        if let entry = scope[target.text] {
            report(
                .assignToNonState, "'\(statement)' cannot change '\(target.text)': it is a \(entry.kind.rawValue)",
                at: target.range,
                help: "declare '\(target.text)' under 'state:' to change it")
        } else {
            report(
                .unknownName, "unknown state '\(target.text)'", at: target.range,
                help: NameSuggestion.help(for: target.text, among: context.state.keys) ?? "declare it under 'state:'",
                fixIts: suggested(target, among: context.state.keys))
        }
        return nil
    }

    private mutating func emit(_ signal: Identifier, value: YAMLNode?, at range: SourceRange, scope: Scope)
        -> CheckedStatement.Kind?
    {
        signalsEmitted.insert(signal.text)
        guard let type = context.signals[signal.text] else {
            if !context.signalNames.contains(signal.text) {
                report(
                    .unknownSignalName, "unknown signal '\(signal.text)' in \(context.owner)", at: signal.range,
                    help: NameSuggestion.help(for: signal.text, among: context.signals.keys)
                        ?? "declare it under 'signals:'", fixIts: suggested(signal, among: context.signals.keys))
            }
            return nil
        }
        switch (type, value) {
        case (.void, nil):
            return .emit(signal: signal.text, value: nil)
        case (.void, let value?):
            report(.typeMismatch, "signal '\(signal.text)' carries no value", at: value.range, help: "remove 'value:'")
            return nil
        case (_, nil):
            report(
                .typeMismatch, "signal '\(signal.text)' carries a \(type)", at: range,
                help: "add 'value:' with a \(type)")
            return nil
        case (_, let value?):
            return typer.check(value, expected: type, scope: scope).map { .emit(signal: signal.text, value: $0) }
        }
    }

    /// `route:` names a declared destination (CK0509) and passes exactly its params (CK0510).
    private mutating func route(_ destination: Identifier, arguments: [Argument], at range: SourceRange, scope: Scope)
        -> [TypedValue.Field]?
    {
        guard let destinations = context.destinations else {
            report(
                .unknownDestination, "'route: \(destination.text)' needs a routes file, and this app has none",
                at: destination.range,
                help: "declare '\(destination.text)' under 'destinations:' in a *.routes.yaml file")
            return nil
        }
        guard let params = destinations[destination.text] else {
            guard context.destinationsAreComplete else { return nil }
            report(
                .unknownDestination, "unknown destination '\(destination.text)'", at: destination.range,
                help: NameSuggestion.help(for: destination.text, among: destinations.keys)
                    ?? "declare it under 'destinations:'", fixIts: suggested(destination, among: destinations.keys))
            return nil
        }
        // The destination's params may be hidden by the routes file's error.
        guard context.destinationsAreComplete else { return nil }
        return checkArguments(
            arguments, against: params, of: "'\(destination.text)'", code: .routeArguments, at: range, scope: scope,
            destination: destination.text)
    }

    /// `hidesTabBar:` beside a `route:` is for a push: a presented destination covers the tab bar
    /// anyway (CK0513, as on the destination).
    private mutating func checkHidesTabBar(_ range: SourceRange, pushing destination: Identifier) -> Bool {
        guard let routes = context.routes,
            let declared = routes.declaration.destinations.first(where: { $0.name.text == destination.text }),
            declared.presentation.style != .push
        else { return true }
        report(
            .tabBarOnModal,
            "'hidesTabBar' hides the tab bar under a pushed screen, and '\(destination.text)' is presented",
            at: range,
            labels: [.init(SourceLocation(path: routes.path, range: declared.presentation.range), "presented here")],
            help: "remove 'hidesTabBar': a presented screen covers the tab bar already")
        return false
    }

    /// `tab: explore`: a destination without params that is the root of a tab in the app's root
    /// (any `tabs:` root, inside a `switch` too).
    private mutating func selectTab(_ destination: Identifier) -> Bool {
        guard let destinations = context.destinations, let routes = context.routes else {
            report(
                .unknownDestination,
                "'tab: \(destination.text)' needs a routes file with a tabs root, and this app has none",
                at: destination.range,
                help: "declare the app's tabs under 'root: { tabs: [...] }' in a *.routes.yaml file")
            return false
        }
        guard context.destinationsAreComplete else { return false }
        let tabs = routes.declaration.root.map(Self.tabDestinations) ?? []
        guard tabs.contains(destination.text) else {
            if destinations[destination.text] == nil {
                report(
                    .unknownDestination, "unknown destination '\(destination.text)'", at: destination.range,
                    help: NameSuggestion.help(for: destination.text, among: tabs)
                        ?? "declare it under 'destinations:' and give it a tab in the root",
                    fixIts: suggested(destination, among: tabs))
            } else {
                report(
                    .notATab, "'\(destination.text)' is not the root of a tab", at: destination.range,
                    notes: [tabs.isEmpty ? "the app's root has no tabs" : "tabs: " + tabs.joined(separator: ", ")],
                    help: tabs.isEmpty
                        ? "show it with 'route: \(destination.text)'"
                        : NameSuggestion.help(for: destination.text, among: tabs)
                            ?? "show it with 'route: \(destination.text)', or give it a tab in the root",
                    fixIts: suggested(destination, among: tabs))
            }
            return false
        }
        if let params = destinations[destination.text], !params.names.isEmpty {
            report(
                .notATab,
                "'tab:' selects a tab by its destination alone, and '\(destination.text)' takes params (\(params.names.joined(separator: ", ")))",
                at: destination.range,
                help:
                    "a tab's root takes its params from the root entry; give the tab a destination without params, or show it with 'route:'"
            )
            return false
        }
        return true
    }

    /// The destinations at the roots of the tabs of `root`, in every case of a switch.
    private static func tabDestinations(_ root: RootNode) -> [String] {
        switch root.kind {
        case .navigation: []
        case .tabs(let entries): entries.map(\.destination.text)
        case .switchOn(_, let cases): cases.flatMap { tabDestinations($0.root) }
        }
    }

    /// Arguments passed by name: unknown ones (with the param meant), missing ones, and each typed.
    private mutating func checkArguments(
        _ arguments: [Argument], against params: StatementContext.Params, of callee: String, code: DiagnosticCode,
        at range: SourceRange, scope: Scope,
        destination: String? = nil
    ) -> [TypedValue.Field]? {
        let match = ArgumentMatch(arguments.map(\.name), params: params.names, required: Set(params.names))
        for (argument, meant) in match.unknown {
            if let meant {
                report(
                    code, "\(callee) has no param '\(argument.text)'", at: argument.range,
                    help: "did you mean '\(meant)'?",
                    fixIts: [Diagnostic.FixIt(SourceLocation(path: path, range: argument.range), replacement: meant)])
            } else if let destination,
                let undeclared = UndeclaredDestinationParam(
                    argument.text, type: probeType(of: argument, in: arguments, scope: scope), destination: destination,
                    routes: context.routes, screens: context.screens)
            {
                report(
                    code, "\(callee) has no param '\(argument.text)'", at: argument.range, labels: [undeclared.label],
                    help: undeclared.help)
            } else {
                report(code, "\(callee) has no param '\(argument.text)'", at: argument.range, help: "remove it")
            }
        }
        var typed: [TypedValue.Field] = []
        var ok = match.unknown.isEmpty && match.missing.isEmpty
        for argument in arguments {
            guard let type = params.types[argument.name.text] else { continue }
            if let value = typer.check(argument.value, expected: type, scope: scope) {
                typed.append(TypedValue.Field(name: argument.name.text, value: value))
            } else {
                ok = false
            }
        }
        if !match.missing.isEmpty {
            report(
                code, "\(callee) needs " + match.missing.map { "'\($0)'" }.joined(separator: ", "), at: range,
                help: "pass it: 'with: { \(match.missing.map { "\($0): …" }.joined(separator: ", ")) }'")
        }
        // In the callee's declared order, as Swift's labelled arguments must be.
        return ok
            ? typed.sorted { params.names.firstIndex(of: $0.name) ?? 0 < params.names.firstIndex(of: $1.name) ?? 0 }
            : nil
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, labels: [Diagnostic.Label] = [],
        notes: [String] = [], help: String? = nil,
        fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                code, message, at: SourceLocation(path: path, range: range), labels: labels, notes: notes, help: help,
                fixIts: fixIts))
    }

    /// The fix-it of a "did you mean" naming one of `names` for the name at `name`.
    private func suggested(_ name: Identifier, among names: some Sequence<String>) -> [Diagnostic.FixIt] {
        NameSuggestion.fixIts(for: name.text, among: names, at: SourceLocation(path: path, range: name.range))
    }

    /// The type of an argument's value, typed aside so that its own mistakes are not reported here.
    private func probeType(of name: Identifier, in arguments: [Argument], scope: Scope) -> ValueType? {
        guard let argument = arguments.first(where: { $0.name.range == name.range }) else { return nil }
        var probe = typer
        return probe.infer(argument.value, scope: scope)?.type
    }
}
