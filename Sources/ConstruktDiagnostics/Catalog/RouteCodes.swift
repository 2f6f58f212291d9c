extension DiagnosticCode {
    public static let unknownScreen = DiagnosticCode(
        "CK0501", .error,
        summary: "a screen name is not known",
        explanation: """
            A destination (or a scenario) names a screen that no `*.screen.yaml` file of the app declares.
            Screens are named by their `screen:` key, not by their file name.
            """
    )
    public static let destinationParams = DiagnosticCode(
        "CK0502", .error,
        summary: "a destination's params do not match its screen's params",
        explanation: """
            A destination passes its params to its screen, so they must match by name and type. Every screen
            param without a default must be a destination param; a destination param the screen lacks, or
            with another type, is an error.

                # MovieDetailView: params: { movieId: Int }
                movieDetail: { screen: MovieDetailView, params: { movieId: Int }, path: /movies/:movieId }
            """
    )
    public static let unknownSignal = DiagnosticCode(
        "CK0503", .error,
        summary: "`on:` names a signal the screen does not declare",
        explanation: """
            `on: { submitted: logIn }` runs the app action `logIn` when the destination's screen emits
            `submitted`. The screen must declare that signal under `signals:`.
            """
    )
    public static let unknownAppAction = DiagnosticCode(
        "CK0504", .error,
        summary: "an app action is not declared",
        explanation: """
            `on:` wires a screen's signal to an action of the routes file; that action must be declared under
            the routes file's `actions:`.
            """
    )
    public static let unreachableDestination = DiagnosticCode(
        "CK0505", .warning,
        summary: "a destination cannot be reached",
        explanation: """
            No root entry shows the destination, no deep-link path leads to it, and no screen reachable from the
            root routes to it, so the app can never show it. Remove it, give it a `path:`, or route to it.
            """
    )
    public static let pathParameter = DiagnosticCode(
        "CK0506", .error,
        summary: "a deep-link path and the destination's params disagree",
        explanation: """
            Every `:name` in a deep-link path must be a param of the destination, and every param of the
            destination must appear in its path, so that a URL alone can build the route.
            """
    )
    public static let pathParameterType = DiagnosticCode(
        "CK0507", .error,
        summary: "a deep-link param has a type a URL cannot carry",
        explanation: """
            A path segment is text, so a param read from a URL must be String, Int, Double, Float, Bool, UUID
            or a String-backed enum. Pass models by id instead: `params: { movieId: Int }`.
            """
    )
    public static let pathClash = DiagnosticCode(
        "CK0508", .error,
        summary: "two deep-link paths match the same URLs",
        explanation: """
            Two destinations have paths of the same shape (the same literal segments and params at the same
            places, such as `/movies/:id` and `/movies/:movieId`), so a URL could open either. Make one of them
            differ by a literal segment.
            """
    )
    public static let unknownDestination = DiagnosticCode(
        "CK0509", .error,
        summary: "a destination name is not declared",
        explanation: """
            A root entry, a `route:` statement or a scenario names a destination that the app's routes file
            does not declare under `destinations:`.
            """
    )
    public static let routeArguments = DiagnosticCode(
        "CK0510", .error,
        summary: "a route's arguments do not match the destination's params",
        explanation: """
            `route: movieDetail, with: { movieId: $movie.id }` and root entries must pass every param of the
            destination, by name, and nothing else.
            """
    )
    public static let navigationWithoutRoutes = DiagnosticCode(
        "CK0511", .warning,
        summary: "`back` or `dismiss` in an app without a routes file always fails",
        explanation: """
            Without a routes file nothing declares the app's navigation: the host app shows each screen,
            and the screen is the root of its own stack, with nothing below it to go back to and nothing
            presented to dismiss. So `back` and `dismiss` reject their action, in the runtime and in the
            generated Swift alike. Declare the app's screens in a `*.routes.yaml` file, or let the host
            navigate: emit a signal (`emit: closeRequested`, declared under `signals:`) and pop or
            dismiss the screen where the host observes it.
            """
    )
}

extension DiagnosticCode {
    public static let notATab = DiagnosticCode(
        "CK0512", .error,
        summary: "a 'tab:' statement names a destination that is not a tab's root",
        explanation: """
            `tab: explore` selects the tab whose root is `explore`, as a tap on the tab bar would: the
            destination must be the `navigation:` of an entry of a `tabs:` root (in any case of a
            `switch` root), and take no params, since the tab's root gets them from its root entry. To
            show any other destination, use `route:`.
            """
    )
    public static let tabBarOnModal = DiagnosticCode(
        "CK0513", .error,
        summary: "'hidesTabBar' on a destination that is presented, not pushed",
        explanation: """
            `hidesTabBar: true` is UIKit's `hidesBottomBarWhenPushed`: a screen pushed onto a tab's stack
            hides the tab bar while it is on that stack. A presented screen (`present`, `sheet`,
            `fullScreen`) covers the tab bar already, and UIKit ignores the flag there; so a `route:`
            statement to a presented destination says no `hidesTabBar:` either.
            """
    )
    public static let selectedIconWithoutIcon = DiagnosticCode(
        "CK0514", .error,
        summary: "a tab has 'selectedIcon' but no 'icon'",
        explanation: """
            `selectedIcon:` is the SF Symbol a tab shows while selected, in place of its `icon:` (UIKit's
            `UITabBarItem(title:image:selectedImage:)`). A tab without `icon:` would show no image until
            selected, so it names both:

                - { navigation: home, title: Home, icon: house, selectedIcon: house.fill }
            """
    )
}

extension DiagnosticCatalog {
    static let routeCodes: [DiagnosticCode] = [
        .unknownScreen, .destinationParams, .unknownSignal, .unknownAppAction, .unreachableDestination,
        .pathParameter, .pathParameterType, .pathClash, .unknownDestination, .routeArguments, .navigationWithoutRoutes,
        .notATab, .tabBarOnModal, .selectedIconWithoutIcon,
    ]
}
