import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// The static checks of a routes file (Docs/language.md, A routes file): screens and params of destinations,
/// `on:` wiring, deep-link paths, app state and actions, the root, and reachability. `route:`
/// statements are checked where they stand, by `StatementChecker`.
struct RoutesRules {
    let symbols: AppSymbols
    let path: String
    let routes: RoutesDeclaration
    var diagnostics: [Diagnostic] = []
    private var checker: StatementChecker
    /// The app state, which app actions change and the root's `switch` reads.
    private var scope = Scope()

    init(
        symbols: AppSymbols, routes: RoutesDeclaration, source: SourceFile, limits: ExpressionLimits,
        catalog: ComponentCatalog, parsed: ParsedValues = ParsedValues()
    ) {
        self.symbols = symbols
        self.routes = routes
        path = source.path
        var state: [String: ValueType] = [:]
        for value in routes.state {
            if let type = symbols.types.resolve(value.type, in: source.path, diagnostics: &diagnostics) {
                state[value.name.text] = type
            }
        }
        let context = StatementContext(
            owner: "the routes file",
            state: state,
            stateNames: Set(routes.state.map(\.name.text)),
            actions: Dictionary(
                routes.actions.map { ($0.name.text, StatementContext.Params()) },
                uniquingKeysWith: { first, _ in first }),
            signals: [:],
            signalNames: [],
            destinations: symbols.destinations,
            routes: (source.path, routes),
            screens: symbols.screens,
            destinationsAreComplete: symbols.routesAreComplete,
            allowsDelays: false
        )
        checker = StatementChecker(
            context: context,
            typer: ValueTyper(source: source, types: symbols.types, limits: limits, catalog: catalog, parsed: parsed))
        for value in routes.state {
            if let type = state[value.name.text] {
                scope = scope.adding(value.name.text, .appState, type)
            } else {
                scope.addUnresolved(value.name.text)
            }
        }
    }

    /// Runs every check and returns the checked routes.
    mutating func check() -> CheckedRoutes {
        var checked = CheckedRoutes(
            path: path, name: routes.name.text, state: [], actions: [], destinations: [], root: nil,
            hidesNavigationBar: routes.hidesNavigationBar)
        for value in routes.state {
            if let live = value.live {
                diagnostics.append(
                    Diagnostic(
                        .misplacedLiveParam, "app state is live already: 'live: true' is for a component's params",
                        at: SourceLocation(path: path, range: live), help: "remove 'live: true'"))
            }
            guard let type = scope[value.name.text]?.type else { continue }
            var initial = value.defaultValue.flatMap { checker.typer.check($0, expected: type, scope: Scope()) }
            if value.defaultValue == nil {
                let (start, problem) = StartValue(types: symbols.types).defaultValue(
                    forState: value.name, of: type, in: path)
                initial = start
                problem.map { diagnostics.append($0) }
            }
            checked.state.append(CheckedScreen.Value(name: value.name.text, type: type, defaultValue: initial))
        }
        for destination in routes.destinations {
            checkDestination(destination)
            let params = symbols.destinations?[destination.name.text]
            checked.destinations.append(
                CheckedRoutes.Destination(
                    name: destination.name.text,
                    screen: destination.screen.text,
                    params: (params?.names ?? []).compactMap { name in params?.types[name].map { (name, $0) } },
                    paths: destination.paths,
                    presentation: destination.presentation.style,
                    wiring: destination.signalWiring.map { ($0.signal.text, $0.action.text) },
                    hidesTabBar: destination.hidesTabBar?.value == true && destination.presentation.style == .push
                ))
        }
        checkPathClashes()
        for action in routes.actions {
            if let first = action.params.first {
                diagnostics.append(
                    Diagnostic(
                        .unknownKey, "app action '\(action.name.text)' takes params, and nothing could pass them",
                        at: at(first.name.range),
                        help:
                            "an app action runs from a signal wired with 'on:' or from a screen's navigation, which pass no arguments; keep what it needs in app state"
                    ))
            }
            checked.actions.append(
                CheckedScreen.Action(
                    name: action.name.text, params: [], body: checker.statements(action.body, scope: scope)))
        }
        diagnostics += SendGraph(checked.actions).cycleDiagnostics(path: path)
        checkHostShows()
        checked.root = routes.root.flatMap { checkRoot($0) }
        checked.rootTransition = routes.root?.transition
        diagnostics += checker.diagnostics + checker.typer.diagnostics
        checkReachability()
        return checked
    }

    private func at(_ range: SourceRange, in file: String? = nil) -> SourceLocation {
        SourceLocation(path: file ?? path, range: range)
    }

    private mutating func checkDestination(_ destination: DestinationDeclaration) {
        if let hides = destination.hidesTabBar, hides.value, destination.presentation.style != .push {
            diagnostics.append(
                Diagnostic(
                    .tabBarOnModal,
                    "'hidesTabBar' hides the tab bar under a pushed screen, and '\(destination.name.text)' is presented",
                    at: at(hides.range),
                    labels: [.init(at(destination.presentation.range), "presented here")],
                    help: "remove 'hidesTabBar': a presented screen covers the tab bar already"))
        }
        let params = symbols.destinations?[destination.name.text]?.types ?? [:]
        guard let screen = symbols.screens[destination.screen.text] else {
            diagnostics.append(
                Diagnostic(
                    .unknownScreen, "unknown screen '\(destination.screen.text)'", at: at(destination.screen.range),
                    help: NameSuggestion.help(for: destination.screen.text, among: symbols.screens.keys)
                        ?? "declare it in a *.screen.yaml file of this app",
                    fixIts: NameSuggestion.fixIts(
                        for: destination.screen.text, among: symbols.screens.keys, at: at(destination.screen.range))))
            return
        }
        for param in destination.params {
            if let type = params[param.name.text], let unhashable = SymbolCollection.unhashablePart(of: type) {
                // The route enum is Hashable (a stack compares its routes), and its cases carry the params.
                diagnostics.append(
                    Diagnostic(
                        .unhashableField,
                        "param '\(param.name.text)' of destination '\(destination.name.text)' holds \(unhashable), which Swift cannot hash, and a route is Hashable",
                        at: at(param.type.range),
                        help:
                            "pass its parts as params of their own (numbers, text) and build the \(unhashable) in \(destination.screen.text)"
                    ))
            }
            guard let type = params[param.name.text], screen.isComplete || screen.params[param.name.text] != nil else {
                continue
            }
            if let expected = screen.params[param.name.text] {
                if expected != type {
                    diagnostics.append(
                        Diagnostic(
                            .destinationParams,
                            "param '\(param.name.text)' is \(type) here but \(expected) in \(screen.declaration.name.text)",
                            at: at(param.type.range),
                            labels: [
                                .init(
                                    at(
                                        screen.declaration.params.first { $0.name.text == param.name.text }!.type.range,
                                        in: screen.path), "declared here")
                            ],
                            help: "write '\(param.name.text): \(expected)'"))
                }
            } else if !screen.declaration.params.contains(where: { $0.name.text == param.name.text }) {
                // A param declared with a type already reported as wrong is there, only untyped.
                diagnostics.append(
                    Diagnostic(
                        .destinationParams, "\(screen.declaration.name.text) has no param '\(param.name.text)'",
                        at: at(param.name.range),
                        help: NameSuggestion.help(for: param.name.text, among: screen.params.keys)
                            ?? "remove it, or declare it in \(screen.declaration.name.text)'s params",
                        fixIts: NameSuggestion.fixIts(
                            for: param.name.text, among: screen.params.keys, at: at(param.name.range))))
            }
        }
        let passed = Set(destination.params.map(\.name.text))
        for missing in screen.declaration.params
        where screen.isComplete && missing.defaultValue == nil && !passed.contains(missing.name.text) {
            diagnostics.append(
                Diagnostic(
                    .destinationParams,
                    "destination '\(destination.name.text)' does not pass \(screen.declaration.name.text)'s param '\(missing.name.text)'",
                    at: at(destination.name.range),
                    labels: [.init(at(missing.name.range, in: screen.path), "declared here")],
                    help: "add 'params: { \(missing.name.text): \(missing.type) }'"))
        }
        for wire in destination.signalWiring {
            if screen.signals[wire.signal.text] == nil, screen.isComplete,
                !screen.declaration.signals.contains(where: { $0.name.text == wire.signal.text })
            {
                diagnostics.append(
                    Diagnostic(
                        .unknownSignal, "\(screen.declaration.name.text) has no signal '\(wire.signal.text)'",
                        at: at(wire.signal.range),
                        help: NameSuggestion.help(for: wire.signal.text, among: screen.signals.keys)
                            ?? "declare it under the screen's 'signals:'",
                        fixIts: NameSuggestion.fixIts(
                            for: wire.signal.text, among: screen.signals.keys, at: at(wire.signal.range))))
            }
            if !routes.actions.contains(where: { $0.name.text == wire.action.text }), symbols.routesAreComplete {
                diagnostics.append(
                    Diagnostic(
                        .unknownAppAction, "the routes file has no action '\(wire.action.text)'",
                        at: at(wire.action.range),
                        help: NameSuggestion.help(for: wire.action.text, among: routes.actions.map(\.name.text))
                            ?? "declare it under the routes file's 'actions:'",
                        fixIts: NameSuggestion.fixIts(
                            for: wire.action.text, among: routes.actions.map(\.name.text), at: at(wire.action.range))))
            }
        }
        for pattern in destination.paths { checkPath(pattern, of: destination, params: params) }
    }

    /// Path parameters and params agree both ways. A misspelt `:name` is one error whose help names
    /// the param it probably meant, not also a second "missing from the path" error.
    private mutating func checkPath(
        _ pattern: PathPattern, of destination: DestinationDeclaration, params: [String: ValueType]
    ) {
        let declared = destination.params.map(\.name.text)
        let inPath = pattern.segments.compactMap { segment -> Identifier? in
            if case .parameter(let name) = segment { return name }
            return nil
        }
        let unmatchedParams = declared.filter { name in !inPath.contains { $0.text == name } }
        var explained = Set<String>()
        for name in inPath where NamingRule.lowerCamelCase.accepts(name.text) {
            guard declared.contains(name.text) else {
                let meant =
                    NameSuggestion.nearest(to: name.text, among: unmatchedParams).first
                    ?? (unmatchedParams.count == 1 ? unmatchedParams[0] : nil)
                if let meant { explained.insert(meant) }
                diagnostics.append(
                    Diagnostic(
                        .pathParameter, "':\(name.text)' is not a param of '\(destination.name.text)'",
                        at: at(name.range),
                        help: meant.map { "did you mean ':\($0)'?" }
                            ?? "add 'params: { \(name.text): Int }' to the destination",
                        fixIts: meant.map { [Diagnostic.FixIt(at(name.range), replacement: $0)] } ?? []))
                continue
            }
            if let type = params[name.text], isCatalogEnumeration(type) {
                diagnostics.append(
                    Diagnostic(
                        .pathParameterType, "':\(name.text)' is \(type), a catalog enum, which a URL cannot carry",
                        at: at(name.range),
                        help: "declare a String-backed enum under 'types:' with the cases the link needs, and pass that"
                    ))
            } else if let type = params[name.text], !type.isURLCarryable {
                var help = "pass an id instead, such as '\(name.text)Id: Int'"
                if case .optional(let wrapped) = type, wrapped.isURLCarryable {
                    help =
                        "a path segment is always there: make it '\(name.text): \(wrapped)', or take ':\(name.text)' out of the path"
                }
                diagnostics.append(
                    Diagnostic(
                        .pathParameterType, "':\(name.text)' is \(type), which a URL cannot carry", at: at(name.range),
                        help: help))
            }
        }
        for missing in unmatchedParams where !explained.contains(missing) {
            // `/detail/{id}` or `/detail/<id>`: another router's way of writing the param.
            let spellings = ["{\(missing)}", "<\(missing)>"]
            if let spelling = spellings.first(where: { pattern.text.contains("/" + $0) }) {
                diagnostics.append(
                    Diagnostic(
                        .pathParameter,
                        "'\(spelling)' in the path of '\(destination.name.text)' is text, not its param",
                        at: at(pattern.range), help: "a param is written ':\(missing)' in a path",
                        fixIts: [
                            Diagnostic.FixIt(
                                at(pattern.range),
                                replacement: "\"" + pattern.text.replacingOccurrences(of: spelling, with: ":\(missing)")
                                    + "\"")
                        ]))
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .pathParameter, "param '\(missing)' of '\(destination.name.text)' is missing from its path",
                    at: at(pattern.range),
                    help: "add '/:\(missing)' to the path"))
        }
    }

    /// Whether `type` is a catalog's enum, whose Swift (`NSTextAlignment`) has no text to read from a URL.
    private func isCatalogEnumeration(_ type: ValueType) -> Bool {
        guard case .enumeration(let name) = type else { return false }
        return symbols.types.declarations[name] == nil
    }

    /// Two patterns of two destinations clash when their paths have one shape and some URL has both
    /// origins: a path alone matches every scheme and host, so it clashes with `myapp://movie/...`
    /// of its shape. A destination's own patterns may overlap: whichever matches, it opens.
    private mutating func checkPathClashes() {
        var shapes: [String: [(destination: DestinationDeclaration, pattern: PathPattern)]] = [:]
        for destination in routes.destinations {
            for pattern in destination.paths {
                let shape = pattern.segments.map { segment -> String in
                    if case .literal(let text) = segment { return "/" + text }
                    return "/:"
                }.joined()
                if let (first, firstPath) = shapes[shape]?.first(where: {
                    $0.destination.name.text != destination.name.text && $0.pattern.sharesOrigin(with: pattern)
                }) {
                    diagnostics.append(
                        Diagnostic(
                            .pathClash, "path '\(pattern.text)' matches the same URLs as '\(firstPath.text)'",
                            at: at(pattern.range),
                            labels: [.init(at(firstPath.range), "'\(first.name.text)' has this path")],
                            help: pattern.origin == nil || firstPath.origin == nil
                                ? "make one of the paths differ by a literal segment, or give both a scheme and host of their own"
                                : "make one of the paths differ by a literal segment"))
                } else {
                    shapes[shape, default: []].append((destination, pattern))
                }
            }
        }
    }

    private mutating func checkRoot(_ root: RootNode) -> CheckedRoutes.Root? {
        switch root.kind {
        case .navigation(let entry):
            return .navigation(checkEntry(entry))
        case .tabs(let entries):
            return .tabs(entries.map { checkEntry($0) }, bar: checkTabBar(root.tabBar))
        case .switchOn(let condition, let cases):
            let typed = checker.typer.infer(condition, scope: scope)
            var checkedCases: [(value: TypedValue, root: CheckedRoutes.Root)] = []
            var allValuesRead = true
            for item in cases {
                let value = typed.flatMap { checker.typer.check(item.value, expected: $0.type, scope: Scope()) }
                allValuesRead = allValuesRead && value != nil
                if let value, let root = checkRoot(item.root) { checkedCases.append((value, root)) }
            }
            if let typed, allValuesRead { checkCoverage(of: typed, cases: cases, at: condition.range) }
            return typed.map { .switchOn($0, cases: checkedCases) }
        }
    }

    /// A `switch` root shows a root for every value of its subject, as Swift's `switch` must: its
    /// subject is a Bool or a `types:` enum (CK0405), and a value with no case is an error at the
    /// subject (CK0202) whose fix-it adds the missing cases, each showing what the first case
    /// shows (when it is written on one line) until the user picks another.
    private mutating func checkCoverage(of subject: TypedValue, cases: [RootCase], at range: SourceRange) {
        let values: [String]
        switch subject.type {
        case .bool:
            values = ["true", "false"]
        case .enumeration(let name) where symbols.types.declarations[name] != nil:
            values = symbols.types.enumerationCases(name)
        default:
            diagnostics.append(
                Diagnostic(
                    .typeMismatch,
                    "a switch root needs a Bool or a types: enum to switch on, and this is \(subject.type)",
                    at: at(range),
                    help:
                        "switch on a Bool ('${count > 0}') or on app state of a String-backed enum declared under 'types:', with a case for each value"
                ))
            return
        }
        let written = Set(cases.compactMap(\.value.scalarText))
        let missing = values.filter { !written.contains($0) }
        // A case the routes file's error made unreadable is not missing.
        guard !missing.isEmpty, symbols.routesAreComplete else { return }
        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
        let shown = cases.first.flatMap { firstCase -> String? in
            let range = firstCase.root.range
            return range.start.line == range.end.line ? checker.typer.source.text(in: range) : nil
        }
        let added = missing.map { "\($0): \(shown ?? "{ navigation: … }")" }
        diagnostics.append(
            Diagnostic(
                .missingKey, "the switch root has no case for \(list)", at: at(range),
                help: "a switch root shows a root for every value of \(subject.type); add "
                    + added.map { "'\($0)'" }.joined(separator: ", ") + " under 'cases:'",
                fixIts: shown == nil ? [] : caseInsertion(added, before: cases.first?.value.range).map { [$0] } ?? []))
    }

    /// Inserts `cases`, one a line, before a block mapping's first case key.
    private func caseInsertion(_ cases: [String], before key: SourceRange?) -> Diagnostic.FixIt? {
        guard let key else { return nil }
        let source = checker.typer.source
        let indent = String(source.lineText(key.start.line).prefix(key.start.column - 1))
        guard indent.allSatisfy({ $0 == " " }) else { return nil }
        return Diagnostic.FixIt(at(SourceRange(at: key.start)), replacement: cases.map { $0 + "\n" + indent }.joined())
    }

    /// A root entry names a destination, passes its params with their types, and has text for a tab.
    private mutating func checkEntry(_ entry: RootEntry) -> CheckedRoutes.Entry {
        checkArguments(entry.arguments, to: entry.destination, at: entry.range, in: path)
        let types = symbols.destinations?[entry.destination.text]?.types ?? [:]
        var arguments: [TypedValue.Field] = []
        for argument in entry.arguments {
            if let type = types[argument.name.text],
                let value = checker.typer.check(argument.value, expected: type, scope: scope)
            {
                arguments.append(TypedValue.Field(name: argument.name.text, value: value))
            }
        }
        return CheckedRoutes.Entry(
            destination: entry.destination.text,
            arguments: arguments,
            title: entry.title.flatMap { checker.typer.check($0, expected: .string, scope: scope) },
            icon: entry.icon.flatMap { checker.typer.check($0, expected: .string, scope: scope) },
            selectedIcon: entry.selectedIcon.flatMap { checkSelectedIcon($0, of: entry) }
        )
    }

    /// A tab's `selectedIcon:` is text, beside an `icon:` it stands for while selected (CK0514).
    private mutating func checkSelectedIcon(_ node: YAMLNode, of entry: RootEntry) -> TypedValue? {
        guard entry.icon != nil else {
            let source = checker.typer.source
            diagnostics.append(
                Diagnostic(
                    .selectedIconWithoutIcon, "the tab '\(entry.destination.text)' has 'selectedIcon' but no 'icon'",
                    at: at(node.range),
                    help:
                        "name the icon it shows while not selected, 'icon: \(Self.unselected(source.text(in: node.range)))'"
                ))
            return nil
        }
        return checker.typer.check(node, expected: .string, scope: scope)
    }

    /// The SF Symbol a selected one is the filled form of: `house` for `house.fill`.
    private static func unselected(_ symbol: String) -> String {
        symbol.hasSuffix(".fill") ? String(symbol.dropLast(5)) : symbol
    }

    /// A tabs root's `tabBar:`: each colour a Color (CK0405 otherwise).
    private mutating func checkTabBar(_ appearance: TabBarAppearance?) -> CheckedRoutes.TabBar {
        guard let appearance else { return CheckedRoutes.TabBar() }
        return CheckedRoutes.TabBar(
            background: appearance.background.flatMap { checker.typer.check($0, expected: .color, scope: scope) },
            tint: appearance.tint.flatMap { checker.typer.check($0, expected: .color, scope: scope) },
            unselectedTint: appearance.unselectedTint.flatMap {
                checker.typer.check($0, expected: .color, scope: scope)
            })
    }

    /// Each destination `host: shows` names exists (CK0509).
    private mutating func checkHostShows() {
        guard symbols.routesAreComplete else { return }
        let names = routes.destinations.map(\.name.text)
        for shown in routes.hostShows where !names.contains(shown.text) {
            diagnostics.append(unknownDestination(shown, at: at(shown.range)))
        }
    }

    /// CK0509 for a destination name nothing declares, with the nearest declared name as its fix.
    private func unknownDestination(_ name: Identifier, at location: SourceLocation) -> Diagnostic {
        let names = routes.destinations.map(\.name.text)
        return Diagnostic(
            .unknownDestination, "unknown destination '\(name.text)'", at: location,
            help: NameSuggestion.help(for: name.text, among: names)
                ?? "declare it under 'destinations:' in \(routes.name.text)",
            fixIts: NameSuggestion.fixIts(for: name.text, among: names, at: location))
    }

    /// The destination exists (CK0509) and the arguments are exactly its params (CK0510).
    private mutating func checkArguments(
        _ arguments: [ConstruktAST.Argument], to destination: Identifier, at range: SourceRange, in file: String
    ) {
        guard symbols.routesAreComplete else { return }
        guard let declared = routes.destinations.first(where: { $0.name.text == destination.text }) else {
            diagnostics.append(unknownDestination(destination, at: at(destination.range, in: file)))
            return
        }
        let declaredNames = declared.params.map(\.name.text)
        let match = ArgumentMatch(arguments.map(\.name), params: declaredNames, required: Set(declaredNames))
        for (argument, meant) in match.unknown {
            diagnostics.append(
                Diagnostic(
                    .routeArguments, "'\(destination.text)' has no param '\(argument.text)'",
                    at: at(argument.range, in: file),
                    help: meant.map { "did you mean '\($0)'?" } ?? "remove it",
                    fixIts: meant.map { [Diagnostic.FixIt(at(argument.range, in: file), replacement: $0)] } ?? []))
        }
        if !match.missing.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .routeArguments,
                    "'\(destination.text)' needs " + match.missing.map { "'\($0)'" }.joined(separator: ", "),
                    at: at(range, in: file),
                    help: "pass it: 'with: { \(match.missing.map { "\($0): …" }.joined(separator: ", ")) }'"))
        }
    }

    /// Destinations shown by no root entry, no deep link and no `route:` of a reachable screen.
    private mutating func checkReachability() {
        var reachable = Set<String>()
        var queue: [String] = []
        func visit(_ name: String) {
            if reachable.insert(name).inserted { queue.append(name) }
        }
        func visitRoot(_ root: RootNode) {
            switch root.kind {
            case .navigation(let entry): visit(entry.destination.text)
            case .tabs(let entries): entries.forEach { visit($0.destination.text) }
            case .switchOn(_, let cases): cases.forEach { visitRoot($0.root) }
            }
        }
        func routed(_ statements: [Statement]) -> [String] {
            statements.flatMap { statement -> [String] in
                guard case .route(let destination, _, _) = statement.kind else { return routed(statement.children) }
                return [destination.text]
            }
        }
        if let root = routes.root { visitRoot(root) }
        for destination in routes.destinations where !destination.paths.isEmpty { visit(destination.name.text) }
        routes.hostShows.map(\.text).forEach(visit)
        routes.actions.flatMap { routed($0.body) }.forEach(visit)
        while let next = queue.popLast() {
            guard let destination = routes.destinations.first(where: { $0.name.text == next }),
                let screen = symbols.screens[destination.screen.text]?.declaration
            else { continue }
            let handlers =
                screen.lifecycle.map(\.handler) + screen.watches.map(\.handler) + screen.timers.map(\.handler)
            let hooks = handlers.flatMap { handler -> [Statement] in
                if case .statements(let statements) = handler { return statements }
                return []
            }
            (screen.actions.flatMap { routed($0.body) } + routed(hooks)).forEach(visit)
            screen.body.map(Self.routedInTree)?.forEach(visit)
        }
        for destination in routes.destinations
        where symbols.filesAreComplete && !reachable.contains(destination.name.text) {
            diagnostics.append(
                Diagnostic(
                    .unreachableDestination, "destination '\(destination.name.text)' cannot be reached",
                    at: at(destination.name.range),
                    notes: [
                        "no root entry shows it, it has no deep-link path, the host does not show it, and no reachable screen routes to it"
                    ],
                    help:
                        "route to it, give it a 'path:', list it under 'host: { shows: [...] }' if the host app shows it, or remove it"
                ))
        }
    }

    /// Destinations named by `route:` anywhere in a view tree's property values (event handlers of
    /// buttons, cells and sections), found by shape: the catalog decides later which are events.
    static func routedInTree(_ node: ComponentNode) -> [String] {
        var found: [String] = []
        node.forEachValue { value, _ in found += routedInValue(value) }
        return found
    }

    private static func routedInValue(_ value: YAMLNode) -> [String] {
        switch value.value {
        case .scalar:
            return []
        case .sequence(let items, _):
            return items.flatMap(routedInValue)
        case .mapping(let entries, _):
            return entries.flatMap { entry -> [String] in
                if entry.key.scalarText == "route", let name = entry.value.scalarText { return [name] }
                return routedInValue(entry.value)
            }
        }
    }
}
