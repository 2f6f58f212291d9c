import ConstruktAST
import ConstruktChecker

/// A routes file's root in its coordinator (Docs/language.md, A routes file): a navigation root is one
/// `DefaultRouter`'s stack, a tabs root a `UITabBarController` with a router per tab (ConstruktKit
/// 1.2.6 has no tab bar API, so this is UIKit's own), each starting afresh with nothing presented.
/// A `switch` root is `chosenRoot` (the position of the root the matching cases lead to, nested
/// switches included) and `followRoot()`, which shows that root when it is not the one shown; the
/// coordinator calls it on start and whenever its state changes. Swift's `switch` must cover every
/// value, so a switch root is written over `true` and `false`, or over a `types:` enum with a case
/// for each of its values (a catalog enum is UIKit's, which may gain values).
struct RootCode {
    /// A root the app can show: one navigation stack (its route), or tabs (each tab's route and item,
    /// and the lines that give the tab bar its look, on `tabBar`).
    private enum Shown {
        case navigation(String)
        case tabs([Tab], look: [String])
    }

    /// A tab of a tabs root: its route and its `UITabBarItem`'s arguments, as Swift.
    private struct Tab {
        var route: String
        var title: String
        var image: String
        var selectedImage: String?
        var position: Int
    }

    let names: RouteNames
    /// Whether the root is a `switch` on app state.
    let isSwitch: Bool
    /// The roots the app can show, in the order `chosenRoot` numbers them.
    private var leaves: [Shown] = []
    /// `chosenRoot`'s body.
    private var choice: [String] = []

    /// App state in `expressions` is spelled as the coordinator's `state`.
    init(_ root: CheckedRoutes.Root, names: RouteNames, types: TypeEnvironment, expressions: SwiftExpressionWriter)
        throws(EmitterError)
    {
        self.names = names
        isSwitch = if case .switchOn = root { true } else { false }
        choice = try Self.chosenRoot(root, leaves: &leaves, names: names, types: types, expressions: expressions)
    }

    /// How the window changes to another root: UIKit's view transition over the root just shown
    /// (the window's contents change first, so the transition has nothing to capture in a closure).
    private var transition: RootTransition? { names.routes.rootTransition }

    var hasTabs: Bool { leaves.contains { if case .tabs = $0 { true } else { false } } }
    /// Whether a tabs root gives its tab bar a look, so `showTabs(_:)` hands the bar back.
    private var stylesTabBar: Bool {
        leaves.contains { if case .tabs(_, let look) = $0 { !look.isEmpty } else { false } }
    }
    private var hasNavigation: Bool { leaves.contains { if case .navigation = $0 { true } else { false } } }

    /// What `start()` does to show the root.
    func writeStart(to writer: inout SwiftCodeWriter) {
        if isSwitch {
            writer.line("followRoot()")
        } else {
            Self.writeShowing(leaves[0], to: &writer)
        }
    }

    /// The coordinator's members that choose and show roots.
    func writeMembers(to writer: inout SwiftCodeWriter) {
        if isSwitch { writeFollowing(to: &writer) }
        if hasNavigation { writeShowNavigation(to: &writer) }
        if hasTabs { writeShowTabs(to: &writer) }
    }

    /// `chosenRoot` and `followRoot()`: the root app state chooses, shown when it changes.
    private func writeFollowing(to writer: inout SwiftCodeWriter) {
        writer.blankLine()
        writer.docComment("The position among the switch's roots of the one app state chooses.")
        writer.block("private var chosenRoot: Int") { writer in
            for line in choice { writer.line(line) }
        }
        writer.blankLine()
        writer.docComment(
            "Shows the root app state chooses, afresh and with nothing presented, unless it is shown.")
        writer.block("private func followRoot()") { writer in
            writer.line("let choice = chosenRoot")
            writer.line("guard choice != shownRoot else { return }")
            if transition != nil { writer.line("let replacing = shownRoot != nil") }
            writer.line("shownRoot = choice")
            writer.line("switch choice {")
            for (position, leaf) in leaves.enumerated() {
                writer.line(position == leaves.count - 1 ? "default:" : "case \(position):")
                writer.indented { writer in Self.writeShowing(leaf, to: &writer) }
            }
            writer.line("}")
            if let transition {
                writer.block("if replacing") { writer in
                    let option =
                        "transition" + transition.style.rawValue.prefix(1).uppercased()
                        + transition.style.rawValue.dropFirst()
                    writer.line(
                        "UIView.transition(with: window, duration: \(transition.seconds), options: .\(option), animations: nil)"
                    )
                }
            }
        }
    }

    /// `showNavigation(_:)`.
    private func writeShowNavigation(to writer: inout SwiftCodeWriter) {
        let names = names
        let hasTabs = hasTabs
        writer.blankLine()
        writer.docComment("Shows a navigation root: one stack.")
        writer.block("private func showNavigation(_ route: \(names.route))") { writer in
            writer.line("let router = DefaultRouter()")
            writer.line(
                "router.setRoot(screen(for: route), \(names.routes.hidesNavigationBar ? "hideBar: true, " : "")animated: false, receiver: self)"
            )
            if names.routes.hidesNavigationBar { writer.line("allowSwipeBack(on: router)") }
            writer.line("routers = [router]")
            if hasTabs { writer.line("tabBarController = nil") }
            if hasTabs && names.keepsTabRoutes { writer.line("tabRoutes = []") }
            writer.line("modals = []")
            writer.line("window.rootViewController = router.navigationController")
        }
    }

    /// `showTabs(_:)`.
    private func writeShowTabs(to writer: inout SwiftCodeWriter) {
        let names = names
        writer.blankLine()
        let stylesTabBar = stylesTabBar
        writer.docComment(
            stylesTabBar
                ? "Shows a tabs root: a stack per tab, starting on the first; returns its tab bar, to give it a look."
                : "Shows a tabs root: a stack per tab, starting on the first.")
        let plainTabs = leaves.contains { if case .tabs(_, let look) = $0 { look.isEmpty } else { false } }
        if stylesTabBar && plainTabs { writer.line("@discardableResult") }
        writer.block(
            "private func showTabs(_ tabs: [(route: \(names.route), item: UITabBarItem)])"
                + (stylesTabBar ? " -> UITabBar" : "")
        ) { writer in
            writer.line(
                "routers = tabs.map { (tab: (route: \(names.route), item: UITabBarItem)) -> DefaultRouter in")
            writer.indented { writer in
                writer.line("let router = DefaultRouter()")
                writer.line(
                    "router.setRoot(screen(for: tab.route), \(names.routes.hidesNavigationBar ? "hideBar: true, " : "")animated: false, receiver: self)"
                )
                if names.routes.hidesNavigationBar { writer.line("allowSwipeBack(on: router)") }
                writer.line("router.navigationController.tabBarItem = tab.item")
                writer.line("return router")
            }
            writer.line("}")
            writer.line("let tabBarController = UITabBarController()")
            writer.line(
                "tabBarController.setViewControllers(routers.map { $0.navigationController }, animated: false)")
            writer.line("self.tabBarController = tabBarController")
            if names.keepsTabRoutes { writer.line("tabRoutes = tabs.map(\\.route)") }
            writer.line("modals = []")
            writer.line("window.rootViewController = tabBarController")
            if stylesTabBar { writer.line("return tabBarController.tabBar") }
        }
    }

    private static func writeShowing(_ shown: Shown, to writer: inout SwiftCodeWriter) {
        switch shown {
        case .navigation(let route):
            writer.line("showNavigation(\(route))")
        case .tabs(let tabs, let look):
            writer.line(look.isEmpty ? "showTabs([" : "let tabBar = showTabs([")
            writer.indented { writer in
                for tab in tabs { writeTab(tab, to: &writer) }
            }
            writer.line("])")
            for line in look { writer.line(line) }
        }
    }

    /// The lines of `chosenRoot`'s body for `root`, collecting the roots it can choose in `leaves`.
    private static func chosenRoot(
        _ root: CheckedRoutes.Root, leaves: inout [Shown], names: RouteNames, types: TypeEnvironment,
        expressions: SwiftExpressionWriter
    ) throws(EmitterError) -> [String] {
        switch root {
        case .navigation(let entry):
            leaves.append(.navigation(try names.routeValue(entry.destination, entry.arguments, with: expressions)))
            return ["return \(leaves.count - 1)"]
        case .tabs(let entries, let bar):
            var tabs: [Tab] = []
            for (position, entry) in entries.enumerated() {
                tabs.append(try tab(entry, at: position, names: names, with: expressions))
            }
            leaves.append(.tabs(tabs, look: try tabBarLook(bar, with: expressions)))
            return ["return \(leaves.count - 1)"]
        case .switchOn(let condition, let cases):
            try checkCoverage(of: condition, by: cases.map(\.value), types: types)
            var written: [String] = []
            for candidate in cases { written.append(try expressions.value(candidate.value)) }
            guard condition.type != .bool || Set(written) == ["true", "false"] else {
                throw EmitterError.checkerInvariant(
                    "a switch root over a Bool without a case for true and one for false", at: condition.range)
            }
            var lines = ["switch \(try expressions.value(condition)) {"]
            for (candidate, value) in zip(cases, written) {
                lines.append("case \(value):")
                lines += try chosenRoot(
                    candidate.root, leaves: &leaves, names: names, types: types, expressions: expressions
                ).map { "    " + $0 }
            }
            return lines + ["}"]
        }
    }

    /// A tab: its route, title and icon, and its selected icon when it has one.
    private static func tab(
        _ entry: CheckedRoutes.Entry, at position: Int, names: RouteNames, with expressions: SwiftExpressionWriter
    ) throws(EmitterError) -> Tab {
        var title = SwiftStringLiteral(entry.destination).source
        if let written = entry.title { title = try expressions.value(written) }
        var image = "nil"
        if let icon = entry.icon { image = "UIImage(systemName: \(try expressions.value(icon)))" }
        var selectedImage: String?
        if let selected = entry.selectedIcon {
            selectedImage = "UIImage(systemName: \(try expressions.value(selected)))"
        }
        return Tab(
            route: try names.routeValue(entry.destination, entry.arguments, with: expressions), title: title,
            image: image, selectedImage: selectedImage, position: position)
    }

    /// A tab's entry in `showTabs(_:)`'s list: its route and item, `UITabBarItem(title:image:tag:)`, or
    /// with a selected icon `UITabBarItem(title:image:selectedImage:)` over lines of its own, as the
    /// Demo's AppCoordinator writes it.
    private static func writeTab(_ tab: Tab, to writer: inout SwiftCodeWriter) {
        guard let selectedImage = tab.selectedImage else {
            writer.line("(\(tab.route), UITabBarItem(title: \(tab.title), image: \(tab.image), tag: \(tab.position))),")
            return
        }
        writer.line("(")
        writer.indented { writer in
            writer.line("\(tab.route),")
            writer.line("UITabBarItem(")
            writer.indented { writer in
                writer.line("title: \(tab.title), image: \(tab.image),")
                writer.line("selectedImage: \(selectedImage))")
            }
        }
        writer.line("),")
    }

    /// The lines that give `tabBar` its look: an opaque background as its standard and scroll-edge
    /// appearance (iOS 15 uses the latter at a scroll view's edge), the selected and unselected tints.
    private static func tabBarLook(_ bar: CheckedRoutes.TabBar, with expressions: SwiftExpressionWriter)
        throws(EmitterError) -> [String]
    {
        var lines: [String] = []
        if let background = bar.background {
            lines += [
                "let appearance = UITabBarAppearance()",
                "appearance.configureWithOpaqueBackground()",
                "appearance.backgroundColor = \(try expressions.value(background))",
                "tabBar.standardAppearance = appearance",
                "tabBar.scrollEdgeAppearance = appearance",
            ]
        }
        if let tint = bar.tint { lines.append("tabBar.tintColor = \(try expressions.value(tint))") }
        if let unselected = bar.unselectedTint {
            lines.append("tabBar.unselectedItemTintColor = \(try expressions.value(unselected))")
        }
        return lines
    }

    /// A switch root's subject must be a Bool or a `types:` enum whose every value has a case.
    private static func checkCoverage(of condition: TypedValue, by values: [TypedValue], types: TypeEnvironment)
        throws(EmitterError)
    {
        switch condition.type {
        case .bool:
            return
        case .enumeration(let name) where types.declarations[name] != nil:
            let covered = Set(
                values.compactMap { value -> String? in
                    guard case .expression(let expression) = value.kind, case .string(let text) = expression.kind else {
                        return nil
                    }
                    return text
                })
            let missing = types.enumerationCases(name).filter { !covered.contains($0) }
            guard missing.isEmpty else {
                throw EmitterError.checkerInvariant(
                    "a switch root over \(name) with no case for \(missing.joined(separator: ", "))",
                    at: condition.range)
            }
        default:
            throw EmitterError.checkerInvariant(
                "a switch root over \(condition.type), neither a Bool nor a types: enum", at: condition.range)
        }
    }
}
