extension DiagnosticCode {
    public static let unknownRoutesFile = DiagnosticCode(
        "CK0601", .error,
        summary: "a scenario's `app:` names no routes file of the app",
        explanation: """
            `app: App.routes.yaml` starts the scenario at that routes file's root. The path is relative to the
            scenario file and must name a `*.routes.yaml` file of the same app (the same construkt.yaml folder).
            """
    )
    public static let scenarioParams = DiagnosticCode(
        "CK0602", .error,
        summary: "a scenario's params do not match the screen's params",
        explanation: """
            `params:` of a screen scenario passes the screen's params: every param without a default must be
            given, each with its type, and no other.
            """
    )
    public static let scenarioState = DiagnosticCode(
        "CK0603", .error,
        summary: "a scenario names state the screen does not have",
        explanation: """
            `state:`, `feed:` and `expect: { state: … }` name state values of the screen under test (in an
            `app:` scenario, of any of the app's screens or the routes file), each with its type.
            """
    )
    public static let unmatchedDeepLink = DiagnosticCode(
        "CK0604", .error,
        summary: "an `open:` path matches no deep link",
        explanation: """
            `open: /movies/42` must match the `path:` of a destination, with every `:param` segment readable
            as the param's type (`42` as an Int). A deep link written as a path alone (`/movies/:movieId`)
            matches that path under any scheme and host (`myapp://open/movies/42` too); one written with a
            scheme and host (`construkt://movie/:movieId`) matches only URLs with them, the path after the host
            (`construkt://movie/42`). The help shows links of the routes file that match, in both forms.
            """
    )
    public static let scenarioNeedsRoutes = DiagnosticCode(
        "CK0605", .error,
        summary: "a step needs navigation, and the scenario has none",
        explanation: """
            `open:`, `back`, `dismiss`, `expect: { route: … }` and `expect: { stack: … }` need the app's route
            map. Start the scenario with `app: App.routes.yaml` or `route: destination` instead of `screen:`.
            """
    )
    public static let unknownNodeAttribute = DiagnosticCode(
        "CK0606", .error,
        summary: "an `expect`'s `has:` has no finder, or names an attribute the node does not have",
        explanation: """
            `expect: { id: notifications, has: { isOn: true } }` checks the node the finder beside it picks
            (`text:`, `id:`, `type:`, `index:`), so `has:` needs one. Each name
            under `has:` is a property of the node's component (`isOn`, `alpha`, `title`, `enabled`) or a
            runtime attribute (`text`, `hidden`, `enabled`, `selected`, `id`, `isOn`, `value`, `placeholder`,
            `animating`); on a node of a `component:` file (known by `type:`, or by the nodes written with the
            finder's `id:`), one of the component's params or its own state. The value is a constant of that
            type (CK0405 otherwise). Without
            `type:` in the finder, every component with that name must give it one type; when they do not,
            `type:` says which component the node is.
            """
    )
    public static let frameExpectation = DiagnosticCode(
        "CK0607", .error,
        summary: "an `expect`'s `frame:` has no finder, or a bound that is not a number or a comparison",
        explanation: """
            `expect: { id: cast, frame: { height: "> 0" } }` checks where the node the finder beside it picks
            is laid out, so `frame:` needs one. It bounds any of `x`, `y`, `width` and `height`, in points from
            the screen's top-left corner, each with a number (`width: 60`, exactly) or a comparison with one:
            `> n`, `>= n`, `< n`, `<= n`, `== n`. Quote a comparison: YAML reads `> 0` unquoted as folded text.
            """
    )
    public static let tabBarExpectation = DiagnosticCode(
        "CK0608", .error,
        summary: "an `expect`'s `tabBar:` outside an app scenario with tabs, or checking nothing",
        explanation: """
            `expect: { tabBar: { hidden: false, selected: Home, icon: house.fill, tint: white } }` checks the
            tab bar of an app whose root has `tabs:`, so it belongs to an `app:` scenario of such an app (a
            `screen:` or `route:` scenario shows no tab bar), and names at least one of `hidden`, `selected`,
            `icon`, `background`, `tint` and `unselectedTint`.
            """
    )
    public static let pullToRefreshTarget = DiagnosticCode(
        "CK0609", .error,
        summary: "a `pullToRefresh:` step pulls a view that does not refresh",
        explanation: """
            `pullToRefresh: feed` pulls the view with that id down, as a user's drag does, and runs its refresh
            event: `onRefresh: { isRefreshing: $loading, do: reload }` on a CollectionView. A finder whose
            `type:` names a component without such an event, or whose `id:` names only nodes written without
            one, pulls nothing.
            """
    )
    public static let snapshotExpectation = DiagnosticCode(
        "CK0610", .error,
        summary: "an `expect`'s `snapshot:` has a name that is no file name, or is taken twice in its scenario",
        explanation: """
            `snapshot: home-loaded` compares the screen with the picture `__Snapshots__/<scenario file>/home-loaded.svg`
            beside the scenario, so the name is a plain file name: letters, digits, `-` and `_`, starting with a
            letter or a digit, at most 100 of them. `appearance:` is `light` or `dark`. Within one scenario each
            name (with its appearance) is one picture, so it is written once.
            """
    )
    public static let scenarioDevice = DiagnosticCode(
        "CK0611", .error,
        summary: "a scenario's `device:` names no device the preview draws",
        explanation: """
            `device: iPhone SE` lays the scenario's screens out on that device for its taps, `frame:` checks and
            snapshots, as `construkt-gen preview --device` draws it. The devices are iPhone 15 (the default),
            iPhone 15 Pro Max, iPhone SE and iPad Air; case, spaces and dashes aside (`iphone-se`).
            """
    )
}

extension DiagnosticCatalog {
    static let scenarioCodes: [DiagnosticCode] = [
        .unknownRoutesFile, .scenarioParams, .scenarioState, .unmatchedDeepLink, .scenarioNeedsRoutes,
        .unknownNodeAttribute, .frameExpectation, .tabBarExpectation, .pullToRefreshTarget, .snapshotExpectation,
        .scenarioDevice,
    ]
}
