import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes a routes file's coordinator (Docs/language.md, A routes file), a `BaseCoordinator` over ConstruktKit's
/// `DefaultRouter`s, one per navigation stack, as the runtime's AppNavigator behaves:
/// - the root in the window (`RootCode`), which a `switch` root follows through the app state's
///   `didSet`;
/// - `show(_:)`: a route pushed onto the top stack, or presented (`modalStyle`) with a router and
///   stack of its own; `perform(_:)` for the screens' `route:`, `tab:`, `back` and `dismiss`; `open(_:)`
///   for deep links; `canReceive` for routes sent up the responder chain;
/// - app state and actions, each action one transaction as a view model's, its navigation checked
///   and performed before the new state is written back (so a `switch` root follows last);
/// - each destination's screen made with the route's params, its view model's `navigator` set
///   when it navigates, and its signals wired with `on:` observed to run their app actions.
/// With `accessLevel: public` the coordinator, its API, `ScreenModel` and `State` (with an
/// initializer written out, since Swift never makes a memberwise one public) are public; its
/// routers and helpers stay private.
struct CoordinatorWriter {
    let app: CheckedApp
    let routes: CheckedRoutes
    let names: RouteNames
    /// `""`, or `"public "` before each declaration the app uses (GeneratedCodeOptions.access).
    var access = ""
    /// When set, the statements of app actions carry `#sourceLocation` directives.
    var sourceLocations: SourceLocations?

    func write(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        let parts = try self.parts()
        writer.docComment(
            "The app's coordinator: shows the root app state chooses in the window, shows routes as their\ndestinations say through ConstruktKit's routers (pushed onto the top stack, or presented with a stack\nof their own), performs the screens' navigation, opens deep links, runs app actions and wires the\nscreens' signals to them."
        )
        writer.line("@MainActor")
        writer.block("\(access)final class \(names.coordinator): BaseCoordinator, \(names.navigator)") { writer in
            writeStoredProperties(parts, to: &writer)
            writeStartAndOpen(parts, to: &writer)
            writeShowAndPerform(parts, to: &writer)
            parts.actions?.write(to: &writer)
            parts.root.writeMembers(to: &writer)
            writeRouterAccessors(parts, to: &writer)
            if routes.hidesNavigationBar { writeSwipeBack(to: &writer) }
            writeScreenFactory(parts, to: &writer)
        }
        writeExtensions(parts, to: &writer)
    }

    /// What the coordinator's members are written from, made once.
    private struct Parts {
        let root: RootCode
        let stateType: String
        let screenModelType: String
        let stateFields: [(name: String, label: String, type: String, initial: String)]
        let actions: AppActionCode?
        /// `screen(for:)`'s cases.
        let screens: [String]
        /// `ScreenModel`'s cases.
        let screenModels: [String]
        /// The routes at the roots of tabs that deep links select, as `.case` expressions.
        let tabLinks: [String]
    }

    private func parts() throws(EmitterError) -> Parts {
        let appScreen = CheckedScreen(appActionsOf: routes)
        let appTypes = AppTypeNames(app)
        let stateType = appTypes.nested("State")
        let screenModelType = appTypes.nested("ScreenModel")
        let expressions = SwiftExpressionWriter(catalog: app.catalog) {
            (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            guard scope == .appState else {
                throw EmitterError.checkerInvariant("a root that reads the \(scope.rawValue) '\(name)'", at: range)
            }
            return "state." + (try Identifiers.source(name))
        }
        let constants = SwiftExpressionWriter(catalog: app.catalog) {
            (name: String, _: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            throw EmitterError.checkerInvariant("an app state default that reads '\(name)'", at: range)
        }
        guard let checkedRoot = routes.root else {
            throw EmitterError.checkerInvariant("\(routes.name) without a root")
        }
        let root = try RootCode(checkedRoot, names: names, types: app.symbols.types, expressions: expressions)
        var stateFields: [(name: String, label: String, type: String, initial: String)] = []
        for value in routes.state {
            let initial: String
            if let written = value.defaultValue {
                initial = try constants.value(written)
            } else {
                initial = try ZeroValue.of(value.type)
            }
            stateFields.append(
                (
                    try Identifiers.source(value.name), try Identifiers.parameterLabel(value.name),
                    try SwiftTypeName.of(value.type), initial
                ))
        }
        let actions = try AppActionCode(
            screen: appScreen, names: names, appTypes: appTypes, catalog: app.catalog, access: access,
            sourceLocations: sourceLocations)
        let screens = try screenCases()
        var screenModels: [String] = []
        for destination in routes.destinations {
            screenModels.append(
                "case \(try Identifiers.source(destination.name))(\(try Identifiers.source(appTypes.viewModels.of(destination.screen))))"
            )
        }
        var tabLinks: [String] = []
        for name in names.tabLinks { tabLinks.append("." + (try Identifiers.source(name))) }

        return Parts(
            root: root, stateType: stateType, screenModelType: screenModelType, stateFields: stateFields,
            actions: actions, screens: screens, screenModels: screenModels, tabLinks: tabLinks)
    }

    /// The coordinator's stored properties: the window, the host's `onScreen`, the app state, the routers.
    private func writeStoredProperties(_ parts: Parts, to writer: inout SwiftCodeWriter) {
        let access = access
        let hasTabs = parts.root.hasTabs
        let isSwitch = parts.root.isSwitch
        let stateFields = parts.stateFields
        let stateType = parts.stateType
        let screenModelType = parts.screenModelType
        writer.line("\(access)let window: UIWindow")
        writer.docComment(
            "Called with each screen's view model when it is made for a route, before it is shown: where\nthe host observes the screen's signals and feeds its state."
        )
        writer.line("\(access)var onScreen: ((\(screenModelType)) -> Void)?")
        if !stateFields.isEmpty {
            writer.docComment(isSwitch ? "The app's state; the root follows every change." : "The app's state.")
            if isSwitch {
                writer.block("\(access)var state = \(stateType)()") { writer in
                    writer.line("didSet { followRoot() }")
                }
            } else {
                writer.line("\(access)var state = \(stateType)()")
            }
        }
        writer.docComment("The routers of the shown root's stacks: one, or one per tab.")
        writer.line("private var routers: [DefaultRouter] = []")
        if hasTabs {
            writer.docComment("The tab bar of a tabs root.")
            writer.line("private var tabBarController: UITabBarController?")
            if names.keepsTabRoutes {
                writer.docComment(
                    names.selectsTabs
                        ? "The routes at the roots of the shown tabs, which `tab:` and deep links select by."
                        : "The routes at the roots of the shown tabs, which deep links select by.")
                writer.line("private var tabRoutes: [\(names.route)] = []")
            }
        }
        writer.docComment("The routers of the presented stacks, bottom first.")
        writer.line("private var modals: [DefaultRouter] = []")
        if routes.hidesNavigationBar {
            writer.docComment(
                "What lets each stack's edge swipe go back under the hidden bar (a gesture's delegate is weak).")
            writer.line("private var swipeBacks: [SwipeBack] = []")
        }
        if isSwitch {
            writer.docComment("The position of the shown root among the switch's roots.")
            writer.line("private var shownRoot: Int?")
        }
    }

    /// `init(window:)`, `start()` and `open(_:)`.
    private func writeStartAndOpen(_ parts: Parts, to writer: inout SwiftCodeWriter) {
        let access = access
        let hasTabs = parts.root.hasTabs
        let tabLinks = parts.tabLinks
        let root = parts.root
        writer.blankLine()
        writer.block("\(access)init(window: UIWindow)") { writer in
            writer.line("self.window = window")
            writer.line("super.init()")
        }
        writer.blankLine()
        writer.docComment("Shows the root in the window.")
        writer.block("\(access)override func start()") { writer in
            root.writeStart(to: &writer)
            writer.line("window.makeKeyAndVisible()")
        }
        writer.blankLine()
        if hasTabs && !tabLinks.isEmpty {
            writer.docComment(
                "Opens a deep link: selects the tab whose root its route is, or shows its route as its\ndestination says. False when no destination's path matches."
            )
        } else {
            writer.docComment(
                "Opens a deep link: shows its route as its destination says. False when no destination's path\nmatches."
            )
        }
        writer.line("@discardableResult")
        writer.block("\(access)func open(_ url: URL) -> Bool") { writer in
            writer.line("guard let route = \(names.route)(url: url) else { return false }")
            if hasTabs && !tabLinks.isEmpty {
                let links = "[\(names.route)" + tabLinks.joined(separator: ", ") + "]"
                writer.block(
                    "if \(links).contains(route), let index = tabRoutes.firstIndex(of: route)", closing: "} else {"
                ) { writer in
                    writer.line("tabBarController?.selectedIndex = index")
                }
                writer.indented { writer in writer.line("show(route)") }
                writer.line("}")
            } else {
                writer.line("show(route)")
            }
            writer.line("return true")
        }
    }

    /// `show(_:)`, `stackDepths` and `perform(_:)`.
    private func writeShowAndPerform(_ parts: Parts, to writer: inout SwiftCodeWriter) {
        let access = access
        let hasTabs = parts.root.hasTabs
        writer.blankLine()
        writer.docComment(
            "Shows a route: pushed onto the top stack, or presented over everything with a stack of its own.")
        writer.block("\(access)func show(_ route: \(names.route))") { writer in
            writer.block("if let style = route.modalStyle", closing: "} else {") { writer in
                writer.line("let router = DefaultRouter()")
                writer.line(
                    "router.setRoot(screen(for: route), \(routes.hidesNavigationBar ? "hideBar: true, " : "")animated: false, receiver: self)"
                )
                if routes.hidesNavigationBar { writer.line("allowSwipeBack(on: router)") }
                writer.line("topRouter.present(router.navigationController, style: style)")
                writer.line("modals = presentedRouters + [router]")
            }
            writer.indented { writer in
                let hides = routes.destinations.contains(where: \.hidesTabBar)
                writer.line(
                    "topRouter.push(screen(for: route), \(hides ? "hideTabBar: route.hidesTabBar, " : "")receiver: self)"
                )
            }
            writer.line("}")
        }
        writer.blankLine()
        writer.block("\(access)var stackDepths: [Int]") { writer in
            writer.line(
                "([currentRouter] + presentedRouters).map { $0.navigationController.viewControllers.count }")
        }
        writer.blankLine()
        writer.block("\(access)func perform(_ request: \(names.navigation))") { writer in
            writer.line("switch request {")
            writer.line("case .show(let route):")
            writer.line("    show(route)")
            if names.choosesTabBar {
                writer.line("case .push(let route, let hidesTabBar):")
                writer.line("    topRouter.push(screen(for: route), hideTabBar: hidesTabBar, receiver: self)")
            }
            if names.selectsTabs {
                writer.line(hasTabs ? "case .selectTab(let route):" : "case .selectTab:")
                writer.line(
                    hasTabs
                        ? "    if let index = tabRoutes.firstIndex(of: route) { tabBarController?.selectedIndex = index }"
                        : "    break")
            }
            writer.line("case .back:")
            writer.line("    topRouter.pop()")
            writer.line("case .dismiss:")
            writer.line("    modals = Array(presentedRouters.dropLast())")
            writer.line("    topRouter.dismiss()")
            writer.line("}")
        }
    }

    /// The routers navigation goes through: the current stack's, the presented ones, the top one.
    private func writeRouterAccessors(_ parts: Parts, to writer: inout SwiftCodeWriter) {
        let hasTabs = parts.root.hasTabs
        writer.blankLine()
        writer.docComment("The router of the shown root's current stack.")
        writer.block("private var currentRouter: DefaultRouter") { writer in
            writer.line(hasTabs ? "routers[tabBarController?.selectedIndex ?? 0]" : "routers[0]")
        }
        writer.blankLine()
        writer.docComment(
            "The routers of the presented stacks still presented, bottom first: a sheet the user swiped\naway is gone from UIKit, not from `modals`."
        )
        writer.block("private var presentedRouters: [DefaultRouter]") { writer in
            writer.line("modals.filter { $0.navigationController.presentingViewController != nil }")
        }
        writer.blankLine()
        writer.docComment("The router of the top stack: the top presented one, or the current one.")
        writer.block("private var topRouter: DefaultRouter") { writer in
            writer.line("presentedRouters.last ?? currentRouter")
        }
    }

    /// What lets a stack's edge swipe go back under a hidden navigation bar.
    private func writeSwipeBack(to writer: inout SwiftCodeWriter) {
        writer.blankLine()
        writer.docComment(
            "Lets the edge swipe pop a stack deeper than its root: UIKit turns it off while the bar is\nhidden, unless the gesture's delegate lets it begin."
        )
        writer.block("private func allowSwipeBack(on router: DefaultRouter)") { writer in
            writer.line("let swipeBack = SwipeBack(router.navigationController)")
            writer.line("router.navigationController.interactivePopGestureRecognizer?.delegate = swipeBack")
            writer.line("swipeBacks = swipeBacks.filter(\\.isAttached) + [swipeBack]")
        }
        writer.blankLine()
        writer.docComment("The edge swipe's delegate for one stack: it may begin above the stack's root.")
        writer.line("@MainActor")
        writer.block("private final class SwipeBack: NSObject, UIGestureRecognizerDelegate") { writer in
            writer.line("private weak var navigationController: UINavigationController?")
            writer.blankLine()
            writer.block("init(_ navigationController: UINavigationController)") { writer in
                writer.line("self.navigationController = navigationController")
                writer.line("super.init()")
            }
            writer.blankLine()
            writer.line("var isAttached: Bool { navigationController != nil }")
            writer.blankLine()
            writer.block("func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool") {
                writer in
                writer.line("(navigationController?.viewControllers.count ?? 0) > 1")
            }
        }
    }

    /// `screen(for:)`: each route's screen, hosted.
    private func writeScreenFactory(_ parts: Parts, to writer: inout SwiftCodeWriter) {
        let screens = parts.screens
        writer.blankLine()
        writer.docComment(
            "A route's screen, hosted: its view model made with the route's params, linked to this\ncoordinator when it navigates, its wired signals observed to run app actions."
        )
        writer.block("private func screen(for route: \(names.route)) -> UIViewController") { writer in
            writer.line("switch route {")
            for line in screens { writer.line(line) }
            writer.line("}")
        }
    }

    /// The extension with `ScreenModel` and the app's `State`, and the `RouteReceiving` conformance.
    private func writeExtensions(_ parts: Parts, to writer: inout SwiftCodeWriter) {
        let access = access
        let stateFields = parts.stateFields
        let stateType = parts.stateType
        let screenModelType = parts.screenModelType
        let screenModels = parts.screenModels
        writer.blankLine()
        writer.block("extension \(names.coordinator)") { writer in
            writer.docComment("A screen's view model, made for the destination of the same name.")
            writer.block("\(access)enum \(screenModelType)") { writer in
                for line in screenModels { writer.line(line) }
            }
            if !stateFields.isEmpty {
                writer.blankLine()
                writer.docComment("The app state of the routes file.")
                writer.block("\(access)struct \(stateType)") { writer in
                    for field in stateFields {
                        writer.line("\(access)var \(field.name): \(field.type) = \(field.initial)")
                    }
                    guard !access.isEmpty else { return }
                    writer.blankLine()
                    let parameters = stateFields.map { "\($0.label): \($0.type) = \($0.initial)" }
                    writer.block("\(access)init(\(parameters.joined(separator: ", ")))") { writer in
                        for field in stateFields { writer.line("self.\(field.name) = \(field.name)") }
                    }
                }
            }
        }
        writer.blankLine()
        writer.docComment(
            "Routes sent up the responder chain (`route(_:sender:)`, `.onRoute`) reach the coordinator,\nwhich every controller it shows is linked to."
        )
        writer.block("extension \(names.coordinator): RouteReceiving") { writer in
            writer.block("\(access)func canReceive(_ event: \(names.route), sender: Any?) -> Bool") { writer in
                writer.line("show(event)")
                writer.line("return true")
            }
        }
    }

    /// `screen(for:)`'s cases: one per destination.
    private func screenCases() throws(EmitterError) -> [String] {
        let viewModels = app.viewModelTypeNames
        var lines: [String] = []
        for destination in routes.destinations {
            guard let screen = app.screens.first(where: { $0.name == destination.screen && $0.kind == .screen }) else {
                throw EmitterError.checkerInvariant(
                    "destination '\(destination.name)' showing the unknown screen '\(destination.screen)'")
            }
            let view = try Identifiers.source(screen.name)
            var bindings: [String] = []
            for param in destination.params { bindings.append("let " + (try Identifiers.local(param.name))) }
            var arguments: [String] = []
            for param in screen.params where destination.params.contains(where: { $0.name == param.name }) {
                arguments.append("\(try Identifiers.label(param.name)): \(try Identifiers.local(param.name))")
            }
            lines.append(
                "case ." + (try Identifiers.source(destination.name))
                    + (bindings.isEmpty ? ":" : "(" + bindings.joined(separator: ", ") + "):"))
            lines.append(
                "    let viewModel = \(try Identifiers.source(viewModels.of(screen.name)))(\(arguments.joined(separator: ", ")))"
            )
            if names.navigates(screen) {
                lines.append("    viewModel.\(ViewModelNames(screen: screen, appTypes: .none).navigator) = self")
            }
            lines.append("    onScreen?(." + (try Identifiers.source(destination.name)) + "(viewModel))")
            guard !destination.wiring.isEmpty else {
                lines.append("    return \(view)(viewModel: viewModel).toPresentable()")
                continue
            }
            lines.append("    let controller = \(view)(viewModel: viewModel).toPresentable()")
            for wire in destination.wiring {
                let signal = try Identifiers.source(wire.signal)
                let action = try Identifiers.source(wire.action)
                lines.append(
                    "    viewModel.\(signal).observe { [weak self] _ in self?.send(.\(action)) }.store(in: controller.cancelBag)"
                )
            }
            lines.append("    return controller")
        }
        return lines
    }
}
