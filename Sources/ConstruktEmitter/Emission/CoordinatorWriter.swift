import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes a routes file's coordinator (LANGUAGE.md §7), a `BaseCoordinator` over ConstruktKit's
/// `DefaultRouter`s, one per navigation stack, as the runtime's AppNavigator behaves:
/// - the root in the window: a navigation stack, a `UITabBarController` with a stack per tab
///   (ConstruktKit 1.2.6 has no tab bar API, so this is UIKit's own), or the root a `switch` on app
///   state chooses, shown afresh whenever the chosen case changes (the app state's `didSet`);
/// - `show(_:)`: a route pushed onto the top stack, or presented (`modalStyle`) with a router and
///   stack of its own; `perform(_:)` for the screens' `route:`, `back` and `dismiss`; `open(_:)`
///   for deep links; `canReceive` for routes sent up the responder chain;
/// - app state and actions, each action one transaction as a view model's, its navigation checked
///   and performed before the new state is written back (so a `switch` root follows last);
/// - each destination's screen made with the route's params, its view model's `navigator` set
///   when it navigates, and its signals wired with `on:` observed to run their app actions.
struct CoordinatorWriter {
    let app: CheckedApp
    let routes: CheckedRoutes
    let names: RouteNames

    /// A root the app can show: one navigation stack, or tabs.
    private enum Shown {
        case navigation(String)
        case tabs([(route: String, item: String)])
    }

    func write(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        try checkStateNames()
        let appScreen = CheckedScreen(appActionsOf: routes)
        let expressions = SwiftExpressionWriter(catalog: app.catalog) { (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            guard scope == .appState else { throw EmitterError("a root that reads the \(scope.rawValue) '\(name)' is not supported by the emitter yet", at: range) }
            return "state." + (try Identifiers.source(name))
        }
        let constants = SwiftExpressionWriter(catalog: app.catalog) { (name: String, _: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            throw EmitterError("a default that reads '\(name)' is not supported by the emitter yet", at: range)
        }
        guard let root = routes.root else { throw EmitterError("\(routes.name) has no root to emit") }
        var leaves: [Shown] = []
        let choice = try chosenRoot(root, leaves: &leaves, expressions: expressions)
        let isSwitch = if case .switchOn = root { true } else { false }
        var stateFields: [String] = []
        for value in routes.state {
            let initial: String
            if let written = value.defaultValue { initial = try constants.value(written) } else { initial = try ZeroValue.of(value.type) }
            stateFields.append("var \(try Identifiers.source(value.name)): \(try SwiftTypeName.of(value.type)) = \(initial)")
        }
        let actions = try AppActionCode(screen: appScreen, names: names, catalog: app.catalog)
        let screens = try screenCases()
        let hasTabs = leaves.contains { if case .tabs = $0 { true } else { false } }
        let hasNavigation = leaves.contains { if case .navigation = $0 { true } else { false } }

        writer.docComment("The app's coordinator: shows the root app state chooses in the window, shows routes as their\ndestinations say through ConstruktKit's routers (pushed onto the top stack, or presented with a stack\nof their own), performs the screens' navigation, opens deep links, runs app actions and wires the\nscreens' signals to them.")
        writer.block("final class \(names.coordinator): BaseCoordinator, \(names.navigator)") { writer in
            writer.line("let window: UIWindow")
            if !stateFields.isEmpty {
                writer.docComment(isSwitch ? "The app's state; the root follows every change." : "The app's state.")
                if isSwitch {
                    writer.block("var state = State()") { writer in
                        writer.line("didSet { followRoot() }")
                    }
                } else {
                    writer.line("var state = State()")
                }
            }
            writer.docComment("The routers of the shown root's stacks: one, or one per tab.")
            writer.line("private var routers: [DefaultRouter] = []")
            if hasTabs {
                writer.docComment("The tab bar of a tabs root.")
                writer.line("private var tabBarController: UITabBarController?")
            }
            writer.docComment("The routers of the presented stacks, bottom first.")
            writer.line("private var modals: [DefaultRouter] = []")
            if isSwitch {
                writer.docComment("The position of the shown root among the switch's roots.")
                writer.line("private var shownRoot: Int?")
            }
            writer.blankLine()
            writer.block("init(window: UIWindow)") { writer in
                writer.line("self.window = window")
                writer.line("super.init()")
            }
            writer.blankLine()
            writer.docComment("Shows the root in the window.")
            writer.block("override func start()") { writer in
                if isSwitch {
                    writer.line("followRoot()")
                } else {
                    Self.writeShowing(leaves[0], to: &writer)
                }
                writer.line("window.makeKeyAndVisible()")
            }
            writer.blankLine()
            writer.docComment("Opens a deep link: shows its route as its destination says. False when no destination's path\nmatches.")
            writer.line("@discardableResult")
            writer.block("func open(_ url: URL) -> Bool") { writer in
                writer.line("guard let route = \(names.route)(url: url) else { return false }")
                writer.line("show(route)")
                writer.line("return true")
            }
            writer.blankLine()
            writer.docComment("Shows a route: pushed onto the top stack, or presented over everything with a stack of its own.")
            writer.block("func show(_ route: \(names.route))") { writer in
                writer.block("if let style = route.modalStyle", closing: "} else {") { writer in
                    writer.line("let router = DefaultRouter()")
                    writer.line("router.setRoot(screen(for: route), animated: false, receiver: self)")
                    writer.line("topRouter.present(router.navigationController, style: style)")
                    writer.line("modals.append(router)")
                }
                writer.indented { writer in
                    writer.line("topRouter.push(screen(for: route), receiver: self)")
                }
                writer.line("}")
            }
            writer.blankLine()
            writer.block("var stackDepths: [Int]") { writer in
                writer.line("([currentRouter] + modals).map { $0.navigationController.viewControllers.count }")
            }
            writer.blankLine()
            writer.block("func perform(_ request: \(names.navigation))") { writer in
                writer.line("switch request {")
                writer.line("case .show(let route):")
                writer.line("    show(route)")
                writer.line("case .back:")
                writer.line("    topRouter.pop()")
                writer.line("case .dismiss:")
                writer.line("    modals.removeLast()")
                writer.line("    topRouter.dismiss()")
                writer.line("}")
            }
            actions?.write(to: &writer)
            if isSwitch {
                writer.blankLine()
                writer.docComment("The position among the switch's roots of the one app state chooses.")
                writer.block("private var chosenRoot: Int") { writer in
                    for line in choice { writer.line(line) }
                }
                writer.blankLine()
                writer.docComment("Shows the root app state chooses, afresh and with nothing presented, unless it is shown.")
                writer.block("private func followRoot()") { writer in
                    writer.line("let choice = chosenRoot")
                    writer.line("guard choice != shownRoot else { return }")
                    writer.line("shownRoot = choice")
                    writer.line("switch choice {")
                    for (position, leaf) in leaves.enumerated() {
                        writer.line(position == leaves.count - 1 ? "default:" : "case \(position):")
                        writer.indented { writer in Self.writeShowing(leaf, to: &writer) }
                    }
                    writer.line("}")
                }
            }
            if hasNavigation {
                writer.blankLine()
                writer.docComment("Shows a navigation root: one stack.")
                writer.block("private func showNavigation(_ route: \(names.route))") { writer in
                    writer.line("let router = DefaultRouter()")
                    writer.line("router.setRoot(screen(for: route), animated: false, receiver: self)")
                    writer.line("routers = [router]")
                    if hasTabs { writer.line("tabBarController = nil") }
                    writer.line("modals = []")
                    writer.line("window.rootViewController = router.navigationController")
                }
            }
            if hasTabs {
                writer.blankLine()
                writer.docComment("Shows a tabs root: a stack per tab, starting on the first.")
                writer.block("private func showTabs(_ tabs: [(route: \(names.route), item: UITabBarItem)])") { writer in
                    writer.line("routers = tabs.map { (tab: (route: \(names.route), item: UITabBarItem)) -> DefaultRouter in")
                    writer.indented { writer in
                        writer.line("let router = DefaultRouter()")
                        writer.line("router.setRoot(screen(for: tab.route), animated: false, receiver: self)")
                        writer.line("router.navigationController.tabBarItem = tab.item")
                        writer.line("return router")
                    }
                    writer.line("}")
                    writer.line("let tabBarController = UITabBarController()")
                    writer.line("tabBarController.setViewControllers(routers.map { $0.navigationController }, animated: false)")
                    writer.line("self.tabBarController = tabBarController")
                    writer.line("modals = []")
                    writer.line("window.rootViewController = tabBarController")
                }
            }
            writer.blankLine()
            writer.docComment("The router of the shown root's current stack.")
            writer.block("private var currentRouter: DefaultRouter") { writer in
                writer.line(hasTabs ? "routers[tabBarController?.selectedIndex ?? 0]" : "routers[0]")
            }
            writer.blankLine()
            writer.docComment("The router of the top stack: the top presented one, or the current one.")
            writer.block("private var topRouter: DefaultRouter") { writer in
                writer.line("modals.last ?? currentRouter")
            }
            writer.blankLine()
            writer.docComment("A route's screen, hosted: its view model made with the route's params, linked to this\ncoordinator when it navigates, its wired signals observed to run app actions.")
            writer.block("private func screen(for route: \(names.route)) -> UIViewController") { writer in
                writer.line("switch route {")
                for line in screens { writer.line(line) }
                writer.line("}")
            }
        }
        if !stateFields.isEmpty {
            writer.blankLine()
            writer.block("extension \(names.coordinator)") { writer in
                writer.docComment("The app state of the routes file.")
                writer.block("struct State") { writer in
                    for line in stateFields { writer.line(line) }
                }
            }
        }
        writer.blankLine()
        writer.docComment("Routes sent up the responder chain (`route(_:sender:)`, `.onRoute`) reach the coordinator,\nwhich every controller it shows is linked to.")
        writer.block("extension \(names.coordinator): RouteReceiving") { writer in
            writer.block("func canReceive(_ event: \(names.route), sender: Any?) -> Bool") { writer in
                writer.line("show(event)")
                writer.line("return true")
            }
        }
    }

    private static func writeShowing(_ shown: Shown, to writer: inout SwiftCodeWriter) {
        switch shown {
        case .navigation(let route):
            writer.line("showNavigation(\(route))")
        case .tabs(let tabs):
            writer.line("showTabs([")
            writer.indented { writer in
                for tab in tabs { writer.line("(\(tab.route), \(tab.item)),") }
            }
            writer.line("])")
        }
    }

    /// The lines of `chosenRoot`'s body for `root`, collecting the roots it can choose in `leaves`.
    private func chosenRoot(_ root: CheckedRoutes.Root, leaves: inout [Shown], expressions: SwiftExpressionWriter) throws(EmitterError) -> [String] {
        switch root {
        case .navigation(let entry):
            leaves.append(.navigation(try names.routeValue(entry.destination, entry.arguments, with: expressions)))
            return ["return \(leaves.count - 1)"]
        case .tabs(let entries):
            var tabs: [(route: String, item: String)] = []
            for (position, entry) in entries.enumerated() {
                var title = SwiftStringLiteral(entry.destination).source
                if let written = entry.title { title = try expressions.value(written) }
                var image = "nil"
                if let icon = entry.icon { image = "UIImage(systemName: \(try expressions.value(icon)))" }
                tabs.append((try names.routeValue(entry.destination, entry.arguments, with: expressions), "UITabBarItem(title: \(title), image: \(image), tag: \(position))"))
            }
            leaves.append(.tabs(tabs))
            return ["return \(leaves.count - 1)"]
        case .switchOn(let condition, let cases):
            var written: [String] = []
            for candidate in cases { written.append(try expressions.value(candidate.value)) }
            guard condition.type == .bool, Set(written) == ["true", "false"], written.count == 2 else {
                throw EmitterError("a switch root over anything but true and false is not supported by the emitter yet", at: condition.range)
            }
            var lines = ["switch \(try expressions.value(condition)) {"]
            for (candidate, value) in zip(cases, written) {
                lines.append("case \(value):")
                lines += try chosenRoot(candidate.root, leaves: &leaves, expressions: expressions).map { "    " + $0 }
            }
            return lines + ["}"]
        }
    }

    /// `screen(for:)`'s cases: one per destination.
    private func screenCases() throws(EmitterError) -> [String] {
        var lines: [String] = []
        for destination in routes.destinations {
            guard let screen = app.screens.first(where: { $0.name == destination.screen && $0.kind == .screen }) else {
                throw EmitterError("no screen '\(destination.screen)' for destination '\(destination.name)'")
            }
            let view = try Identifiers.source(screen.name)
            var bindings: [String] = []
            for param in destination.params { bindings.append("let " + (try Identifiers.source(param.name))) }
            var arguments: [String] = []
            for param in screen.params where destination.params.contains(where: { $0.name == param.name }) {
                arguments.append("\(try Identifiers.label(param.name)): \(try Identifiers.source(param.name))")
            }
            lines.append("case ." + (try Identifiers.source(destination.name)) + (bindings.isEmpty ? ":" : "(" + bindings.joined(separator: ", ") + "):"))
            lines.append("    let viewModel = \(view)ViewModel(\(arguments.joined(separator: ", ")))")
            if RouteNames.navigates(screen) { lines.append("    viewModel.navigator = self") }
            guard !destination.wiring.isEmpty else {
                lines.append("    return \(view)(viewModel: viewModel).toPresentable()")
                continue
            }
            lines.append("    let controller = \(view)(viewModel: viewModel).toPresentable()")
            for wire in destination.wiring {
                let signal = try Identifiers.source(wire.signal)
                let action = try Identifiers.source(wire.action)
                lines.append("    viewModel.\(signal).observe { [weak self] _ in self?.send(.\(action)) }.store(in: controller.cancelBag)")
            }
            lines.append("    return controller")
        }
        return lines
    }

    /// App state is copied into a transaction beside its `navigation`, so no state may take that name.
    private func checkStateNames() throws(EmitterError) {
        for value in routes.state where value.name == "navigation" {
            throw EmitterError("app state 'navigation' would hide construkt-gen's transaction field 'navigation'; rename it")
        }
    }
}
