/// An `app:` scenario drives the navigator: steps go to the screen on top or to the navigator;
/// `state` reads app state, then the state of the screen on top; `emitted` looks at every shown
/// screen's signals (a wired signal often takes the app away from the screen that emitted it) and
/// `rejected` at the app's last transaction.
extension AppNavigator: ScenarioTarget {
    var expectationCheck: ExpectationCheck {
        ExpectationCheck(
            tree: tree,
            catalog: catalog.components,
            state: top.instance.state.merging(appState) { _, app in app },
            emissions: emissions,
            lastOutcome: outcomes.last,
            navigation: ExpectationCheck.Navigation(
                route: route, stack: .success(stack), screen: .success(top.instance.screen.name)),
            instanceValues: top.instanceValues
        )
    }
}
