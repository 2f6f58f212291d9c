import ConstruktAST
import ConstruktChecker
import ConstruktYAML

/// The screens whose names a scenario's step names: the subject's screen for a `screen:` or
/// `route:` scenario. An `app:` scenario's names are resolved as the navigator resolves them: a
/// state value the routes declare is app state; else a name is the screen's it last expected on
/// top, when that one declares it; else every screen's (and the routes', for app actions)
/// declaring it, since which screen is on top is not known without running the scenario.
struct ScenarioOwners {
    enum Kind { case state, action, signal, section }

    let symbols: AppSymbols?
    /// The ids of each screen's list sections, by the screen's name.
    let sections: [String: Set<String>]
    /// The subject's screen, empty for an `app:` scenario.
    let subjectScreens: [String]
    private let isApp: Bool
    private var pinned: String?

    init(subject: ScenarioDeclaration.Subject, symbols: AppSymbols?, sections: [String: Set<String>]) {
        self.symbols = symbols
        self.sections = sections
        switch subject {
        case .screen(let name):
            subjectScreens = [name.text]
            isApp = false
        case .route(let destination):
            subjectScreens = Self.screen(of: destination.text, in: symbols).map { [$0] } ?? []
            isApp = false
        case .app:
            subjectScreens = []
            isApp = true
        }
    }

    /// Follows an `expect` step's `screen:` or `route:`, which say which screen is on top.
    mutating func pin(from expectation: YAMLNode) {
        guard isApp else { return }
        if let screen = expectation["screen"]?.scalarText {
            pinned = screen
        } else if let route = expectation["route"]?.scalarText, let screen = Self.screen(of: route, in: symbols) {
            pinned = screen
        }
    }

    /// The screens (or the routes, by their name) a name of the kind belongs to.
    func owners(of name: String, _ kind: Kind) -> [String] {
        guard isApp else { return subjectScreens }
        let routes = symbols?.routes?.declaration
        if kind == .state, let routes, routes.state.contains(where: { $0.name.text == name }) {
            return [routes.name.text]
        }
        if let pinned, let screen = symbols?.screens[pinned], declares(screen, name, kind) { return [pinned] }
        var found = (symbols?.screens.values.sorted { $0.path < $1.path } ?? []).filter { declares($0, name, kind) }
            .map(\.declaration.name.text)
        if kind == .action, let routes, routes.actions.contains(where: { $0.name.text == name }) {
            found.append(routes.name.text)
        }
        return found
    }

    private func declares(_ screen: ScreenSymbols, _ name: String, _ kind: Kind) -> Bool {
        switch kind {
        case .state: screen.state[name] != nil
        case .action: screen.actions[name] != nil
        case .signal: screen.signals[name] != nil
        case .section: sections[screen.declaration.name.text]?.contains(name) ?? false
        }
    }

    private static func screen(of destination: String, in symbols: AppSymbols?) -> String? {
        symbols?.routes?.declaration.destinations.first { $0.name.text == destination }?.screen.text
    }
}
