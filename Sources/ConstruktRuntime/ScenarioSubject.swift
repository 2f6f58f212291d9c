import ConstruktChecker

/// The screen a `screen:` or `route:` scenario runs, its params, and the destination when it is a
/// `route:` scenario. (An `app:` scenario starts at the app's root, in the `AppNavigator`.)
struct ScenarioSubject: Sendable {
    var screen: CheckedScreen
    var params: [TypedValue.Field]
    /// The destination a `route:` scenario shows as the root of its stack.
    var destination: String?

    init(_ subject: CheckedScenario.Subject, app: CheckedApp) throws {
        switch subject {
        case .screen(let name, let params):
            self.init(screen: try Self.screen(named: name, in: app), params: params, destination: nil)
        case .route(let name, let params):
            guard let destination = app.routes?.destinations.first(where: { $0.name == name }) else {
                throw RuntimeFailure("no destination '\(name)' in the app's routes")
            }
            self.init(screen: try Self.screen(named: destination.screen, in: app), params: params, destination: name)
        case .app:
            throw RuntimeFailure("an 'app:' scenario starts at the app's root, in the navigator, not on one screen")
        }
    }

    private init(screen: CheckedScreen, params: [TypedValue.Field], destination: String?) {
        self.screen = screen
        self.params = params
        self.destination = destination
    }

    private static func screen(named name: String, in app: CheckedApp) throws -> CheckedScreen {
        guard let screen = app.screens.first(where: { $0.name == name && $0.kind == .screen }) else {
            throw RuntimeFailure("no screen '\(name)' in the app")
        }
        return screen
    }
}
