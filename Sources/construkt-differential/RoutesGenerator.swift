/// Writes the app's routes file (Docs/language.md, A routes file): a destination per screen with params, each
/// presentation, deep-link paths, `on:` wiring of signals to app actions, and a navigation, tabs
/// (with a tab bar's look and selected icons, some of the time) or switch root.
struct RoutesGenerator {
    let context: GenerationContext

    /// Chooses the destinations, one per screen, and the root, before the screens' actions are
    /// written. A deep link is a path (`/d1/:id`) or names a scheme and a host of its own
    /// (`a7://d1/:id`), so no two match the same URLs; some destinations have a second, its params
    /// in the other order (`/d1x/:title/:id`).
    func plan(screens: [ScreenPlan]) -> RoutesPlan {
        var destinations = screens.enumerated().map { index, screen in
            // A UUID's segment is its text, in any case (foundationValues).
            let linkable = screen.params.allSatisfy { [.int, .string, .uuid].contains($0.type) }
            var paths: [String] = []
            if context.has(.deepLinks) && linkable && context.chance(70) {
                let params = screen.params.map { "/:\($0.name)" }.joined()
                paths.append(
                    context.chance(50) ? "\(context.prefix.lowercased())://d\(index)" + params : "/d\(index)" + params)
                if context.chance(30) {
                    let reversed = screen.params.reversed().map { "/:\($0.name)" }.joined()
                    paths.append(
                        context.chance(50)
                            ? "\(context.prefix.lowercased())://d\(index)x" + reversed : "/d\(index)x" + reversed)
                }
            }
            var destination = DestinationPlan(name: "dest\(index)", screen: screen, paths: paths)
            if index > 0 {
                destination.presentation = context.pick([
                    "push", "present", "sheet", "fullScreen", "{ sheet: { detents: [medium, large] } }",
                ])
            }
            return destination
        }
        let roots = destinations.indices.filter { destinations[$0].screen.params.isEmpty }
        let root: RoutesPlan.Root =
            switch roots.count >= 2 ? context.int(0...2) : 0 {
            case 1: .tabs
            case 2: .switchOnSignIn
            default: .navigation
            }
        if case .tabs = root {
            for index in roots.prefix(3) { destinations[index].isTabRoot = true }
        }
        return RoutesPlan(destinations: destinations, root: root)
    }

    var enumName: String { "\(context.prefix)Route" }
    var fileName: String { "\(context.prefix).routes.yaml" }

    /// The file, the screen the app starts on, and for a tabs root what its tab bar shows then (the
    /// keys of a scenario's `expect: { tabBar: … }`).
    func write(_ plan: RoutesPlan) -> (yaml: YAMLText, rootScreen: String, tabBar: String?) {
        let destinations = plan.destinations
        // A switch root over an enum of the app's types (enumSwitchRoot) instead of `signedIn`.
        let phase = plan.root == .switchOnSignIn && context.has(.enumSwitchRoot) ? context.enums.first : nil
        var yaml = YAMLText(fileName: fileName)
        yaml.line(0, "routes: \(enumName)")
        if context.chance(30) { yaml.line(0, "hidesNavigationBar: true") }
        yaml.line(0, "state:")
        yaml.line(1, "signedIn: Bool")
        if let phase { yaml.line(1, "phase: { type: \(phase.name), default: \(phase.cases[phase.cases.count - 1]) }") }
        yaml.line(0, "actions:")
        yaml.line(1, "signIn: [ { set: signedIn, to: true } ]")
        yaml.line(1, "signOut:")
        yaml.line(2, "- set: signedIn")
        yaml.line(3, "to: false")
        yaml.mutable(.wrongType, replacement: "to: nope")
        yaml.line(0, "destinations:")
        for (index, destination) in destinations.enumerated() {
            var parts = ["screen: \(destination.screen.name)"]
            if !destination.screen.params.isEmpty {
                parts.append(
                    "params: { "
                        + destination.screen.params.map { "\($0.name): \($0.type.yaml)" }.joined(separator: ", ") + " }"
                )
            }
            if destination.paths.count == 1 {
                parts.append("path: \(destination.paths[0])")
            } else if !destination.paths.isEmpty {
                parts.append("path: [" + destination.paths.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            }
            if index > 0 {
                parts.append("presentation: \(destination.presentation)")
                if destination.presentation == "push" && context.chance(40) { parts.append("hidesTabBar: true") }
            }
            let voidSignals = destination.screen.signals.filter {
                $0.type == nil && $0.name != destination.screen.lifecycleSignal
            }
            if context.has(.signals), let signal = voidSignals.first, context.chance(60) {
                parts.append("on: { \(signal.name): \(context.pick(["signIn", "signOut"])) }")
            }
            yaml.line(1, "\(destination.name): { \(parts.joined(separator: ", ")) }")
            yaml.mutable(
                .misspeltName,
                replacement:
                    "\(destination.name): { \(parts.joined(separator: ", ").replacingOccurrences(of: "screen: \(destination.screen.name)", with: "screen: \(misspell(destination.screen.name))")) }"
            )
        }
        yaml.line(0, "root:")
        let roots = destinations.filter { $0.screen.params.isEmpty }
        let first = roots.first ?? destinations[0]
        var rootScreen = first.screen.name
        var tabBarShown: String?
        switch plan.root {
        case .tabs:
            let look = context.chance(50) ? tabBar() : nil
            if let look { yaml.line(1, "tabBar: { \(look) }") }
            yaml.line(1, "tabs:")
            rootScreen = roots[0].screen.name
            for (index, destination) in roots.prefix(3).enumerated() {
                let icon = context.pick(["house", "star", "gear"])
                let selected = context.chance(50) ? ", selectedIcon: \(icon).fill" : ""
                yaml.line(
                    2, "- { navigation: \(destination.name), title: Tab\(index), icon: \(icon)\(selected) }")
                if index == 0 {
                    // The first tab is selected, showing its selected icon if it has one.
                    tabBarShown =
                        "hidden: false, selected: Tab0, icon: \(icon)\(selected.isEmpty ? "" : ".fill")"
                        + (look.map { ", \($0)" } ?? "")
                }
            }
        case .switchOnSignIn:
            let cases =
                phase.map { phase in phase.cases.enumerated().map { ($1, roots[$0 % roots.count]) } }
                ?? [("false", roots[0]), ("true", roots[1])]
            let initial = phase.map { $0.cases[$0.cases.count - 1] } ?? "false"
            rootScreen = cases.first { $0.0 == initial }!.1.screen.name
            yaml.line(1, "switch: ${\(phase == nil ? "signedIn" : "phase")}")
            if context.chance(50) {
                let style = context.pick([
                    "crossDissolve", "flipFromLeft", "flipFromRight", "flipFromTop", "flipFromBottom", "curlUp",
                    "curlDown",
                ])
                yaml.line(1, "transition: { \(style): \(context.pick(["0.3s", "400ms", "1s"])) }")
            }
            yaml.line(1, "cases:")
            for (value, destination) in cases { yaml.line(2, "\(value): { navigation: \(destination.name) }") }
        case .navigation:
            yaml.line(1, "navigation: \(first.name)")
            if !first.screen.params.isEmpty {
                yaml.line(
                    1,
                    "with: { "
                        + first.screen.params.map { "\($0.name): \(context.yamlValue($0.type))" }.joined(
                            separator: ", ") + " }")
            }
        }
        // A destination the host shows itself (`host: { shows: }`), reached whatever else reaches it.
        if context.chance(30) {
            let shown = context.pick(destinations).name
            yaml.line(0, "host: { shows: [\(shown)] }")
            yaml.mutable(.misspeltName, replacement: "host: { shows: [\(misspell(shown))] }")
        }
        return (yaml, rootScreen, tabBarShown)
    }

    /// The keys of a tabs root's `tabBar:`: some of its background and tints, each a Color in one
    /// of its forms.
    private func tabBar() -> String {
        let colours = [
            "white", "gray", "systemBlue", "\"#1A1A1A\"", "\"#1A1A1AE6\"", "{ hex: \"#1A1A1A\", alpha: 0.9 }",
        ]
        let parts = ["background", "tint", "unselectedTint"].filter { _ in context.chance(70) }.map {
            "\($0): \(context.pick(colours))"
        }
        return parts.isEmpty ? "tint: white" : parts.joined(separator: ", ")
    }
}
