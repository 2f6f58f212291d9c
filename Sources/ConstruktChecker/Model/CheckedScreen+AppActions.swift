/// A routes file's app state and actions seen as a screen without params, signals or a view, so
/// that what writes or runs a screen's actions can write or run the app's (the emitter writes them
/// into the coordinator with the same transaction code as a view model's).
extension CheckedScreen {
    public init(appActionsOf routes: CheckedRoutes) {
        self.init(
            path: routes.path, kind: .screen, name: routes.name, description: nil, params: [], state: routes.state,
            derived: [], signals: [], actions: routes.actions, lifecycle: [], body: nil
        )
    }
}
