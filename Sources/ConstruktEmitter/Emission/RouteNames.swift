import ConstruktChecker

/// The Swift names a routes file declares (`MailRoute` → the `MailRoute` enum, the
/// `MailNavigation` request enum, the `MailNavigator` protocol and the `MailCoordinator` class), and
/// a screen's or app action's navigation statement written as one of its requests:
/// `.show(.message(messageId: 1))`, `.push(.message(messageId: 1), hidesTabBar: false)`,
/// `.selectTab(.inbox)`, `.back`, `.dismiss`.
struct RouteNames {
    let routes: CheckedRoutes
    /// The route enum, as the routes file names it.
    let route: String
    /// The enum of navigation requests.
    let navigation: String
    /// The protocol screens send navigation requests to.
    let navigator: String
    /// The coordinator class.
    let coordinator: String

    /// The `component:` files that navigate, themselves or through a component they use.
    private(set) var navigatingComponents: Set<String> = []
    /// Whether a screen or app action of the app has a `tab:` statement: only then do the requests
    /// have `selectTab`, which the coordinator performs.
    let selectsTabs: Bool
    /// Whether a `route:` of a screen or app action says `hidesTabBar:`: only then do the requests
    /// have `push(_:hidesTabBar:)`, which the coordinator pushes with that choice.
    let choosesTabBar: Bool
    /// The destinations without params at the roots of tabs that deep links open: such a link
    /// selects the tab.
    let tabLinks: [String]
    /// Whether the coordinator keeps the routes at the roots of the shown tabs: to select one by
    /// `tab:` or by a deep link.
    var keepsTabRoutes: Bool { selectsTabs || !tabLinks.isEmpty }

    init(routes: CheckedRoutes, screens: [CheckedScreen] = []) throws(EmitterError) {
        self.routes = routes
        navigatingComponents = Self.navigatingComponents(among: screens)
        selectsTabs =
            routes.actions.contains { $0.body.contains(where: Self.selectsTab) }
            || screens.contains { screen in
                screen.statementLists.contains { $0.contains(where: Self.selectsTab) }
            }
        choosesTabBar =
            routes.actions.contains { $0.body.contains(where: Self.choosesTabBar) }
            || screens.contains { screen in
                screen.statementLists.contains { $0.contains(where: Self.choosesTabBar) }
            }
        let tabRoots = Set(routes.root.map(Self.tabRoots) ?? [])
        tabLinks = routes.destinations.filter { !$0.paths.isEmpty && $0.params.isEmpty && tabRoots.contains($0.name) }
            .map(\.name)
        route = try Identifiers.source(routes.name)
        let derived = GeneratedTypeNames.ofRoutes(routes.name)
        navigation = try Identifiers.source(derived[0])
        navigator = try Identifiers.source(derived[1])
        coordinator = try Identifiers.source(derived[2])
    }

    /// The destinations at the roots of tabs, in any case of a switch.
    static func tabRoots(of root: CheckedRoutes.Root) -> [String] {
        switch root {
        case .navigation: return []
        case .tabs(let entries, _): return entries.map(\.destination)
        case .switchOn(_, let cases): return cases.flatMap { tabRoots(of: $0.root) }
        }
    }

    /// Every type name the routes file declares.
    var declared: [String] { [route, navigation, navigator, coordinator] }

    /// A route value: `.about`, or `.message(messageId: 1)` with the arguments in the order of the
    /// destination's params (the enum case's labels), whatever order `with:` gave them in.
    func routeValue(_ destination: String, _ arguments: [TypedValue.Field], with expressions: SwiftExpressionWriter)
        throws(EmitterError) -> String
    {
        guard let declared = routes.destinations.first(where: { $0.name == destination }) else {
            throw EmitterError.checkerInvariant("a route to '\(destination)', which \(routes.name) does not declare")
        }
        let name = "." + (try Identifiers.source(destination))
        guard !declared.params.isEmpty else { return name }
        var written: [String] = []
        for param in declared.params {
            guard let argument = arguments.first(where: { $0.name == param.name }) else {
                throw EmitterError.checkerInvariant("a route to '\(destination)' passing no '\(param.name)'")
            }
            written.append("\(try Identifiers.label(param.name)): \(try expressions.value(argument.value))")
        }
        return name + "(" + written.joined(separator: ", ") + ")"
    }

    /// A navigation statement as a request; nil for any other statement.
    func request(for statement: CheckedStatement.Kind, with expressions: SwiftExpressionWriter) throws(EmitterError)
        -> String?
    {
        switch statement {
        case .route(let destination, let arguments, let hidesTabBar):
            let route = try routeValue(destination, arguments, with: expressions)
            return hidesTabBar.map { ".push(\(route), hidesTabBar: \($0))" } ?? ".show(\(route))"
        case .selectTab(let destination): return ".selectTab(." + (try Identifiers.source(destination)) + ")"
        case .back: return ".back"
        case .dismiss: return ".dismiss"
        default: return nil
        }
    }

    /// Whether a screen or component navigates: it has a navigation statement anywhere (in an
    /// action, a lifecycle hook or an event of its view tree), or uses a component that does, which
    /// it hands its navigator. Only such a view model has a `navigator`.
    func navigates(_ screen: CheckedScreen) -> Bool {
        Self.hasNavigation(screen)
            || (screen.body.map(Self.userComponents(in:)) ?? []).contains(where: navigatingComponents.contains)
    }

    /// Whether a `component:` node's struct takes a navigator.
    func navigates(component name: String) -> Bool {
        navigatingComponents.contains(name)
    }

    /// The components among `screens` that navigate, following uses until nothing more is added.
    private static func navigatingComponents(among screens: [CheckedScreen]) -> Set<String> {
        let components = screens.filter { $0.kind == .component }
        var found = Set(components.filter(hasNavigation).map(\.name))
        var grew = true
        while grew {
            grew = false
            for component in components where !found.contains(component.name) {
                if (component.body.map(userComponents(in:)) ?? []).contains(where: found.contains) {
                    found.insert(component.name)
                    grew = true
                }
            }
        }
        return found
    }

    private static func hasNavigation(_ screen: CheckedScreen) -> Bool {
        screen.statementLists.contains { $0.contains(where: navigates) }
    }

    /// Whether the statement, or one nested in it, is a `route:` saying `hidesTabBar:`.
    private static func choosesTabBar(_ statement: CheckedStatement) -> Bool {
        statement.subtree.contains { if case .route(_, _, .some) = $0.kind { true } else { false } }
    }

    /// Whether the statement, or one nested in it, selects a tab.
    private static func selectsTab(_ statement: CheckedStatement) -> Bool {
        statement.subtree.contains { if case .selectTab = $0.kind { true } else { false } }
    }

    /// The names of the `component:` nodes in a view tree.
    private static func userComponents(in node: CheckedNode) -> [String] {
        node.components.filter(\.isUserComponent).map(\.name)
    }

    /// Whether the statement, or one nested in it, navigates.
    private static func navigates(_ statement: CheckedStatement) -> Bool {
        statement.subtree.contains(where: \.navigates)
    }
}
