import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// The static checks of a scenario (Docs/language.md, A scenario file): its subject, params and state, and every name
/// its steps use. A `screen:` or `route:` scenario is checked against that screen; an `app:` scenario
/// moves between screens, so its names are checked against the whole app.
struct ScenarioRules {
    let symbols: AppSymbols
    let path: String
    let scenario: ScenarioDeclaration
    var typer: ValueTyper
    let catalog: ComponentCatalog
    private(set) var diagnostics: [Diagnostic] = []
    /// The screens whose actions, state and signals the steps may name.
    private(set) var screens: [ScreenSymbols] = []
    /// The snapshots the steps have taken so far: each is one reference picture.
    private var snapshots: Set<SnapshotName> = []

    init(
        symbols: AppSymbols, path: String, scenario: ScenarioDeclaration, source: SourceFile, limits: ExpressionLimits,
        catalog: ComponentCatalog
    ) {
        self.symbols = symbols
        self.path = path
        self.scenario = scenario
        self.catalog = catalog
        typer = ValueTyper(source: source, types: symbols.types, limits: limits, catalog: catalog)
    }

    private var routes: RoutesDeclaration? { symbols.routes?.declaration }

    /// Runs every check; the checked scenario, or `nil` when its subject is unknown.
    mutating func check() -> CheckedScenario? {
        let subject: CheckedScenario.Subject
        switch scenario.subject {
        case .screen(let name):
            guard let screen = symbols.screens[name.text] else {
                report(
                    .unknownScreen, "unknown screen '\(name.text)'", at: name.range,
                    help: NameSuggestion.help(for: name.text, among: symbols.screens.keys)
                        ?? "declare it in a *.screen.yaml file of this app",
                    fixIts: suggested(name, among: symbols.screens.keys))
                return finish(nil)
            }
            screens = [screen]
            subject = .screen(name.text, params: checkParams(of: screen))
        case .route(let name):
            guard let destination = routes?.destinations.first(where: { $0.name.text == name.text }) else {
                guard symbols.routesAreComplete else { return finish(nil) }
                report(
                    .unknownDestination, "unknown destination '\(name.text)'", at: name.range,
                    help: NameSuggestion.help(for: name.text, among: routes?.destinations.map(\.name.text) ?? [])
                        ?? "declare it under 'destinations:' in the app's routes file",
                    fixIts: suggested(name, among: routes?.destinations.map(\.name.text) ?? []))
                return finish(nil)
            }
            guard let screen = symbols.screens[destination.screen.text] else { return finish(nil) }
            screens = [screen]
            subject = .route(name.text, params: checkParams(of: screen))
        case .app(let file, let range):
            let wanted = FilePath.join(FilePath.folder(of: path), file)
            guard let routesPath = symbols.routes?.path, routesPath == wanted else {
                report(
                    .unknownRoutesFile, "'\(file)' is not a routes file of this app", at: range,
                    help: symbols.routes.map { "write the path of \($0.path) relative to this scenario" }
                        ?? "add a *.routes.yaml file to the app")
                return finish(nil)
            }
            screens = symbols.screens.values.sorted { $0.path < $1.path }
            if !scenario.params.isEmpty {
                report(
                    .scenarioParams, "an 'app:' scenario starts at the root and takes no params",
                    at: scenario.params[0].name.range, help: "remove 'params:'")
            }
            subject = .app
        }
        let state = checkState(scenario.state)
        let steps = scenario.steps.compactMap { step in
            check(step).map { CheckedScenario.Step(kind: $0, range: step.range) }
        }
        return finish(
            CheckedScenario(
                path: path, name: scenario.name, subject: subject, state: state, steps: steps, device: scenario.device))
    }

    private mutating func finish(_ checked: CheckedScenario?) -> CheckedScenario? {
        diagnostics += typer.diagnostics
        return checked
    }

    private mutating func checkParams(of screen: ScreenSymbols) -> [TypedValue.Field] {
        let name = screen.declaration.name.text
        let match = ArgumentMatch(
            scenario.params.map(\.name), params: screen.declaration.params.map(\.name.text),
            required: screen.requiredParams)
        for (argument, meant) in match.unknown where screen.isComplete {
            report(
                .scenarioParams, "\(name) has no param '\(argument.text)'", at: argument.range,
                help: meant.map { "did you mean '\($0)'?" } ?? "remove it",
                fixIts: meant.map {
                    [Diagnostic.FixIt(SourceLocation(path: path, range: argument.range), replacement: $0)]
                } ?? [])
        }
        var typed: [TypedValue.Field] = []
        for argument in scenario.params {
            if let type = screen.params[argument.name.text],
                let value = typer.check(argument.value, expected: type, scope: Scope())
            {
                typed.append(TypedValue.Field(name: argument.name.text, value: value))
            }
        }
        if !match.missing.isEmpty {
            report(
                .scenarioParams, "\(name) needs " + match.missing.map { "'\($0)'" }.joined(separator: ", "),
                at: scenario.nameRange,
                help: "add 'params: { \(match.missing.map { "\($0): …" }.joined(separator: ", ")) }'")
        }
        return typed
    }

    private mutating func checkState(_ arguments: [ConstruktAST.Argument]) -> [TypedValue.Field] {
        var known: [String: ValueType] = [:]
        for screen in screens { known.merge(screen.state) { first, _ in first } }
        if case .app = scenario.subject, let routes {
            var ignored: [Diagnostic] = []
            for state in routes.state {
                known[state.name.text] = symbols.types.resolve(state.type, in: path, diagnostics: &ignored)
            }
        }
        let subject = subjectName
        var declared = Set(screens.flatMap { $0.declaration.state.map(\.name.text) })
        if case .app = scenario.subject, let routes { declared.formUnion(routes.state.map(\.name.text)) }
        return typedFields(arguments, types: known, declared: declared, unknown: .scenarioState) {
            "no state '\($0)' in \(subject)"
        }
    }

    /// Named constant values typed by a table of names; a name the table lacks is reported, unless
    /// it is `declared` with a type already reported as wrong.
    private mutating func typedFields(
        _ arguments: [ConstruktAST.Argument], types: [String: ValueType], declared: Set<String> = [],
        unknown code: DiagnosticCode, message: (String) -> String
    ) -> [TypedValue.Field] {
        var typed: [TypedValue.Field] = []
        for argument in arguments {
            guard let type = types[argument.name.text] else {
                if subjectIsComplete, !declared.contains(argument.name.text) {
                    report(
                        code, message(argument.name.text), at: argument.name.range,
                        help: NameSuggestion.help(for: argument.name.text, among: types.keys),
                        fixIts: suggested(argument.name, among: types.keys))
                }
                continue
            }
            if let value = typer.check(argument.value, expected: type, scope: Scope()) {
                typed.append(TypedValue.Field(name: argument.name.text, value: value))
            }
        }
        return typed
    }

    private mutating func check(_ step: ScenarioStep) -> CheckedScenario.Step.Kind? {
        switch step.kind {
        case .send(let action, let arguments):
            guard let params = checkAction(action) else { return nil }
            let typed = typedFields(arguments, types: params, unknown: .actionArguments) {
                "action '\(action.text)' has no param '\($0)'"
            }
            return .send(action: action.text, arguments: typed)
        case .feed(let arguments):
            return .feed(checkState(arguments))
        case .open(let link):
            guard requireRoutes(for: "open:", at: step.range), let routes else { return nil }
            let address = DeepLinkAddress(link)
            if !routes.destinations.contains(where: { matches(address, $0) }) {
                guard symbols.routesAreComplete else { return nil }
                report(
                    .unmatchedDeepLink,
                    "no deep link matches '\(link)': 'open:' expects a path or URL a destination's 'path:' matches",
                    at: step.range,
                    notes: ["paths: " + routes.destinations.flatMap { $0.paths.map(\.text) }.joined(separator: ", ")],
                    help: DeepLinkSegmentMismatch(
                        address, among: routes.destinations, types: symbols.types, typeOf: paramType)?.help
                        ?? hostReadAsSegmentHelp(link, address, routes) ?? deepLinkFormsHelp(routes))
                return nil
            }
            return .open(path: link)
        case .back:
            return requireRoutes(for: "back", at: step.range) ? .back : nil
        case .dismiss:
            return requireRoutes(for: "dismiss", at: step.range) ? .dismiss : nil
        case .wait(let time):
            return .wait(seconds: time.seconds)
        case .expect(let expectations):
            return .expect(
                expectations.compactMap { expectation in
                    check(expectation).map { CheckedScenario.Expectation(kind: $0, range: expectation.range) }
                })
        case .tap(let finder):
            return check(finder).map { .tap($0) }
        case .type(let finder, let text):
            guard let target = check(finder), let value = typer.check(text, expected: .string, scope: Scope()) else {
                return nil
            }
            return .type(into: target, text: value)
        case .select(let section, let index, let finder):
            guard let typedIndex = typer.check(index, expected: .int, scope: Scope()) else { return nil }
            return .select(section: section?.text, index: typedIndex, finder: finder.flatMap { check($0) })
        case .scroll(let finder, let to):
            guard let target = check(finder) else { return nil }
            if to.scalarText == "end" { return .scroll(target, to: .end) }
            guard to.scalarText.map({ Double($0) != nil }) == true,
                let offset = typer.check(to, expected: .double, scope: Scope())
            else {
                report(
                    .scrollStepTarget, "'to' of a 'scroll' step is an offset in points or 'end'", at: to.range,
                    help: "write 'to: 240' to scroll 240 points down, or 'to: end' to bring the last items into view")
                return nil
            }
            return .scroll(target, to: .offset(offset))
        case .pullToRefresh(let finder):
            return checkPullToRefresh(finder).map { .pullToRefresh($0) }
        case .page(let section, let to):
            // A whole page, or a position between two (`0.5`) where a drag holds the carousel.
            guard to.scalarText.map({ Double($0) != nil }) == true,
                let page = typer.check(to, expected: .double, scope: Scope())
            else {
                report(
                    .scrollStepTarget, "'to' of a 'page' step is an item's index, or a position between two",
                    at: to.range,
                    help:
                        "write 'to: 2' to centre the third item, or 'to: 0.5' to hold it halfway between the first two")
                return nil
            }
            return .page(section: section.text, to: page)
        }
    }

    /// A finder's values are constants, and its `type:` names a component of the catalogs or the app.
    mutating func check(_ finder: Finder) -> CheckedScenario.Finder? {
        if let type = finder.type, catalog.component(named: type.text) == nil,
            symbols.screens[type.text].map({ $0.declaration.kind != .component && $0.isComplete }) ?? true
        {
            let known =
                catalog.components.map(\.name)
                + symbols.screens.values.filter { $0.declaration.kind == .component }.map(\.declaration.name.text)
            if NameSuggestion.help(for: type.text, among: known) == nil, let key = finder.typeKey, finder.id == nil,
                type.text.first?.isLowercase == true
            {
                // `type: grow`: a view's id, written under the key for a component (and no `id:` beside it).
                report(
                    .unknownComponent, "unknown component '\(type.text)'", at: type.range,
                    notes: [
                        "'type:' names a component (LabelView, or one of the app's); '\(type.text)' reads as a view's id"
                    ],
                    help: "find the view by its id: 'id: \(type.text)'",
                    fixIts: [Diagnostic.FixIt(SourceLocation(path: path, range: key), replacement: "id")])
                return nil
            }
            report(
                .unknownComponent, "unknown component '\(type.text)'", at: type.range,
                help: NameSuggestion.help(for: type.text, among: known), fixIts: suggested(type, among: known))
            return nil
        }
        return CheckedScenario.Finder(
            text: finder.text.flatMap { typer.check($0, expected: .string, scope: Scope()) },
            id: finder.id.flatMap { typer.check($0, expected: .string, scope: Scope()) },
            type: finder.type?.text,
            index: finder.index.flatMap { typer.check($0, expected: .int, scope: Scope()) },
            range: finder.range
        )
    }

    private mutating func check(_ expectation: ScenarioExpectation) -> CheckedScenario.Expectation.Kind? {
        switch expectation.kind {
        case .state(let arguments):
            return .state(checkState(arguments))
        case .route(let name):
            return requireRoutes(for: "expect route", at: expectation.range) && checkDestination(name)
                ? .route(name.text) : nil
        case .stack(let names):
            guard requireRoutes(for: "expect stack", at: expectation.range) else { return nil }
            return names.map { checkDestination($0) }.allSatisfy { $0 } ? .stack(names.map(\.text)) : nil
        case .tabBar(let fields):
            return checkTabBar(fields, at: expectation.range).map { .tabBar($0) }
        case .screen(let name):
            guard symbols.screens[name.text] != nil else {
                report(
                    .unknownScreen, "unknown screen '\(name.text)'", at: name.range,
                    help: NameSuggestion.help(for: name.text, among: symbols.screens.keys),
                    fixIts: suggested(name, among: symbols.screens.keys))
                return nil
            }
            return .screen(name.text)
        case .emitted(let signal, let value):
            guard let type = signalType(signal, carryingValue: value != nil) else { return nil }
            guard let value, type != .void else { return .emitted(signal: signal.text, value: nil) }
            return typer.check(value, expected: type, scope: Scope()).map { .emitted(signal: signal.text, value: $0) }
        case .notEmitted(let signals):
            let known = signals.filter { signalType($0, carryingValue: false) != nil }
            return known.count == signals.count ? .notEmitted(signals: signals.map(\.text)) : nil
        case .has(let finder, let attributes):
            guard let target = check(finder), let typed = checkAttributes(attributes, of: finder) else { return nil }
            return .has(target, attributes: typed)
        case .rejected(let action) where action.text == "back" || action.text == "dismiss":
            return requireRoutes(for: "expect rejected \(action.text)", at: expectation.range)
                ? .rejected(action: action.text) : nil
        case .rejected(let action):
            return checkAction(action) == nil ? nil : .rejected(action: action.text)
        case .visible(let finder):
            return check(finder).map { .visible($0) }
        case .frame(let finder, let bounds):
            return check(finder).map { .frame($0, bounds: bounds) }
        case .snapshot(let snapshot):
            guard snapshots.insert(snapshot).inserted else {
                report(
                    .snapshotExpectation,
                    "the snapshot '\(snapshot.name)'\(snapshot.appearance == .dark ? " (dark)" : "") is taken twice in this scenario",
                    at: expectation.range,
                    help: "give each picture of the scenario a name of its own: '\(snapshot.name)-2'")
                return nil
            }
            return .snapshot(snapshot)
        case .hidden(let finder):
            return check(finder).map { .hidden($0) }
        case .enabled(let finder):
            return check(finder).map { .enabled($0) }
        case .disabled(let finder):
            return check(finder).map { .disabled($0) }
        }
    }

    /// The type of a signal the steps may name, or `nil` after CK0411 (or when the screen that
    /// declares it did not check). Screens may share a signal's name; with `carryingValue`, one
    /// that carries a value is preferred.
    private mutating func signalType(_ signal: Identifier, carryingValue: Bool) -> ValueType? {
        let known = screens.reduce(into: [String: ValueType]()) {
            $0.merge($1.signals) { first, other in carryingValue && first == .void ? other : first }
        }
        if let type = known[signal.text] { return type }
        let declared = screens.contains { $0.declaration.signals.contains { $0.name.text == signal.text } }
        guard subjectIsComplete, !declared else { return nil }
        report(
            .unknownSignalName, "no signal '\(signal.text)' in \(subjectName)", at: signal.range,
            help: NameSuggestion.help(for: signal.text, among: known.keys),
            fixIts: suggested(signal, among: known.keys))
        return nil
    }

    /// The params of an action the steps may name, or `nil` after CK0410.
    private mutating func checkAction(_ action: Identifier) -> [String: ValueType]? {
        for screen in screens {
            if let params = screen.actions[action.text] { return params }
        }
        if case .app = scenario.subject, routes?.actions.contains(where: { $0.name.text == action.text }) == true {
            return [:]
        }
        let known = Set(screens.flatMap { $0.actions.keys }).union(routes?.actions.map(\.name.text) ?? [])
        guard subjectIsComplete else { return nil }
        report(
            .unknownAction, "no action '\(action.text)' in \(subjectName)", at: action.range,
            help: NameSuggestion.help(for: action.text, among: known), fixIts: suggested(action, among: known))
        return nil
    }

    private mutating func checkDestination(_ name: Identifier) -> Bool {
        let names = routes?.destinations.map(\.name.text) ?? []
        if names.contains(name.text) { return true }
        guard symbols.routesAreComplete else { return false }
        report(
            .unknownDestination, "unknown destination '\(name.text)'", at: name.range,
            help: NameSuggestion.help(for: name.text, among: names), fixIts: suggested(name, among: names))
        return false
    }

    /// Navigation steps need the app's route map (CK0605).
    private mutating func requireRoutes(for step: String, at range: SourceRange) -> Bool {
        if routes != nil { return true }
        report(
            .scenarioNeedsRoutes, "'\(step)' needs the app's routes, and this app has no routes file", at: range,
            help: "add a *.routes.yaml file, or remove the step")
        return false
    }

    /// `construkt://movie/5` against `/movie/:movieId`: a URL's host is not the first segment of its
    /// path, as UIKit hands the URL over; the help says which pattern would match it.
    private func hostReadAsSegmentHelp(_ link: String, _ address: DeepLinkAddress, _ routes: RoutesDeclaration)
        -> String?
    {
        guard let scheme = address.scheme, let host = address.host else { return nil }
        var asPath = address
        asPath.scheme = nil
        asPath.host = nil
        asPath.segments = [host] + address.segments
        let candidates = routes.destinations.lazy.flatMap { destination in
            destination.paths.lazy.map { (destination, $0) }
        }
        guard let (destination, path) = candidates.first(where: { $0.1.origin == nil && fits(asPath, $0.1, of: $0.0) })
        else { return nil }
        return
            "in '\(link)', '\(host)' is the URL's host, not a segment of its path; to match it, write the path of '\(destination.name.text)' as '\(scheme)://\(path.text.dropFirst())'"
    }

    /// Whether a link's segments fit one of a destination's paths.
    private func matches(_ address: DeepLinkAddress, _ destination: DestinationDeclaration) -> Bool {
        destination.paths.contains { fits(address, $0, of: destination) }
    }

    /// Whether a link's segments fit a path of the destination, each `:param` readable as its type.
    private func fits(_ address: DeepLinkAddress, _ pattern: PathPattern, of destination: DestinationDeclaration)
        -> Bool
    {
        guard pattern.admits(address) else { return false }
        let parts = address.segments
        guard parts.count == pattern.segments.count else { return false }
        for (part, segment) in zip(parts, pattern.segments) {
            switch segment {
            case .literal(let text):
                if text != part { return false }
            case .parameter(let name):
                if let type = paramType(destination, name.text),
                    !DeepLinkSegmentMismatch.reads(part, as: type, types: symbols.types)
                {
                    return false
                }
            }
        }
        return true
    }

    /// The declared type of a destination's param, `nil` when it does not resolve.
    func paramType(_ destination: DestinationDeclaration, _ name: String) -> ValueType? {
        var ignored: [Diagnostic] = []
        return destination.params.first { $0.name.text == name }.flatMap {
            symbols.types.resolve($0.type, in: path, diagnostics: &ignored)
        }
    }

    /// Whether every declaration the steps may name was read without an error; when not, a name
    /// missing from them may be hidden by that error, which is reported already.
    private var subjectIsComplete: Bool {
        guard screens.allSatisfy(\.isComplete) else { return false }
        if case .app = scenario.subject { return symbols.routesAreComplete }
        return true
    }

    private var subjectName: String {
        switch scenario.subject {
        case .screen(let name): return name.text
        case .route(let name): return screens.first?.declaration.name.text ?? name.text
        case .app: return "the app"
        }
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [String] = [], help: String? = nil,
        fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                code, message, at: SourceLocation(path: path, range: range), notes: notes, help: help, fixIts: fixIts))
    }

    /// The fix-it of a "did you mean" naming one of `names` for the name at `name`.
    func suggested(_ name: Identifier, among names: some Sequence<String>) -> [Diagnostic.FixIt] {
        NameSuggestion.fixIts(for: name.text, among: names, at: SourceLocation(path: path, range: name.range))
    }
}
