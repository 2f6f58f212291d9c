/// The keys of a `*.routes.yaml` file and of the mappings inside it (Docs/language.md, A routes file).
extension KeyedMapping {
    public static let routesFile = KeyedMapping(
        title: "A construkt routes file (*.routes.yaml)",
        doc:
            "The app's route map: destinations, presentation, deep links and app structure. Docs/language.md, A routes file.",
        keys: [
            LanguageKey(
                "routes", .upperName, required: true, title: "Route enum",
                doc: "The Swift enum's name: `routes: AppRoute`."),
            LanguageKey(
                "state", .valueDeclarations, title: "App state",
                doc: "App-level state, such as what a `switch` root reads."),
            LanguageKey(
                "actions", .dictionary(keys: .lowerName, values: .either([.statements, .mapping(.appAction)])),
                title: "App actions",
                doc:
                    "Actions of the app, run by `on:` signal wiring; they take no params, since nothing could pass them."
            ),
            LanguageKey(
                "destinations", .dictionary(keys: .lowerName, values: .mapping(.destination)), required: true,
                title: "Destinations",
                doc: "Every screen the app can show, by lowerCamelCase name."),
            LanguageKey("root", .root, title: "Root", doc: "The app's structure: `navigation:`, `tabs:` or `switch:`."),
            LanguageKey(
                "host", .mapping(.routesHost), title: "Host",
                doc: "`{ shows: [web] }`: the destinations the host app shows itself."),
            LanguageKey(
                "hidesNavigationBar", .boolean, title: "Hides UIKit's navigation bar",
                doc:
                    "`true`: every navigation stack hides UIKit's navigation bar, for screens that draw their own (`Screen`'s `navigationBar:`)."
            ),
        ]
    )

    /// A routes file's `host:`.
    public static let routesHost = KeyedMapping(
        title: "Host",
        doc: "`{ shows: [web] }`: what the host app does with the routes itself.",
        keys: [
            LanguageKey(
                "shows", .list(.lowerName), title: "Destinations the host shows",
                doc:
                    "Destinations the host app shows itself, through the coordinator's `show(_:)` (`coordinator.show(.web(url: url))`): reached though nothing in the app routes to them."
            )
        ]
    )

    public static let destination = KeyedMapping(
        title: "A destination",
        doc: "A screen the app can show, with its params, deep-link path, presentation and signal wiring.",
        keys: [
            LanguageKey(
                "screen", .upperName, required: true, title: "Screen", doc: "The screen it shows: `screen: HomeView`.",
                missingHelp: "name the screen it shows: 'screen: HomeView'"),
            LanguageKey(
                "params", .paramDeclarations, title: "Params", doc: "Must match the screen's params by name and type."),
            LanguageKey(
                "path", .deepLinkPath, title: "Deep-link path",
                doc:
                    "Literal segments and `:param` placeholders, starting with `/` (`/movies/:movieId`, any scheme and host) or with a scheme and host (`myapp://movie/:movieId`, that scheme and host only). Every `:param` is a destination param and every param is in the path. A list of them (`[\"construkt://explore\", \"construkt://search\"]`) gives the destination several deep links, each matched in order; the first is the URL the route writes back."
            ),
            LanguageKey(
                "presentation", .presentation, title: "Presentation",
                doc: "`push` (default), `present`, `sheet`, `fullScreen`, or `{ sheet: { detents: [medium, large] } }`."
            ),
            LanguageKey(
                "hidesTabBar", .boolean, title: "Hides the tab bar",
                doc:
                    "`true`: pushed, the screen hides the tab bar while it is on its stack (UIKit's `hidesBottomBarWhenPushed`). Only for a pushed destination."
            ),
            LanguageKey(
                "on", .dictionary(keys: .lowerName, values: .lowerName), title: "Signal wiring",
                doc: "Runs an app action when the screen emits a signal: `on: { submitted: logIn }`."),
        ]
    )

    /// An app action spelled out: `{ do: [...] }`. Unlike a screen's action it has no params.
    public static let appAction = KeyedMapping(
        title: "An app action",
        doc: "A list of statements, one statement, or `{ do: [...] }`.",
        keys: [LanguageKey("do", .statements, required: true, doc: "The statements the action runs.")]
    )

    /// The presentations written as one word.
    public static let presentationStyles = ["push", "present", "sheet", "fullScreen"]

    /// `{ sheet: { detents: [medium, large] } }`.
    public static let sheetPresentation = KeyedMapping(
        title: "A sheet with options",
        doc: "`{ sheet: { detents: [medium, large] } }`.",
        keys: [
            LanguageKey("sheet", .mapping(.sheetOptions), required: true, title: "Sheet", doc: "A sheet with options.")
        ]
    )

    public static let sheetOptions = KeyedMapping(
        title: "Sheet options",
        doc: "A sheet's options.",
        keys: [
            LanguageKey(
                "detents", .list(.word(sheetDetents)), title: "Detents",
                doc: "The sheet's heights, such as `[medium, large]`.")
        ]
    )

    /// The detents of UIKit's `UISheetPresentationController` that ConstruktKit 1.2.6's
    /// `SheetDetent` names.
    public static let sheetDetents = ["medium", "large"]

    /// `navigation: home`, the root entry of a stack.
    public static let navigationRoot = KeyedMapping(
        title: "A root entry",
        doc: "A navigation stack starting at a destination.",
        keys: [
            LanguageKey(
                "navigation", .lowerName, required: true, title: "Navigation",
                doc: "The destination at the bottom of the stack.",
                missingHelp: "name the destination: 'navigation: home'"),
            LanguageKey("with", .arguments, doc: "The destination's params."),
        ]
    )

    public static let tab = KeyedMapping(
        title: "A tab",
        doc: "A navigation stack shown as a tab.",
        keys: [
            LanguageKey(
                "navigation", .lowerName, required: true, title: "Navigation",
                doc: "The destination at the bottom of the tab's stack.",
                missingHelp: "name the destination: 'navigation: home'"),
            LanguageKey("with", .arguments, doc: "The destination's params."),
            LanguageKey("title", .text, title: "Title", doc: "The tab's title."),
            LanguageKey("icon", .text, title: "Icon", doc: "The tab's SF Symbol name."),
            LanguageKey(
                "selectedIcon", .text, title: "Selected icon",
                doc: "The SF Symbol the tab shows while selected (`house.fill` beside `icon: house`); needs `icon:`."),
        ]
    )

    public static let tabsRoot = KeyedMapping(
        title: "Tabs",
        doc: "One navigation stack per tab.",
        keys: [
            LanguageKey(
                "tabs", .list(.mapping(.tab)), required: true, title: "Tabs",
                doc: "One navigation stack per tab; the app starts on the first."),
            LanguageKey(
                "tabBar", .mapping(.tabBar), title: "Tab bar",
                doc: "How the tab bar looks: `{ background: \"#1A1A1AE6\", tint: white, unselectedTint: gray }`."),
        ]
    )

    /// `tabBar:` of a `tabs` root (UIKit's `UITabBarAppearance`, `tintColor`, `unselectedItemTintColor`).
    public static let tabBar = KeyedMapping(
        title: "A tab bar's look",
        doc: "The tab bar's background and tints, each a Color.",
        keys: [
            LanguageKey(
                "background", .value, title: "Background",
                doc:
                    "The bar's opaque background (a `UITabBarAppearance` configured with an opaque background, as its standard and scroll-edge appearance)."
            ),
            LanguageKey("tint", .value, title: "Tint", doc: "The selected tab's icon and title (`tintColor`)."),
            LanguageKey(
                "unselectedTint", .value, title: "Unselected tint",
                doc: "The other tabs' icons and titles (`unselectedItemTintColor`)."),
        ]
    )

    public static let switchRoot = KeyedMapping(
        title: "switch",
        doc: "A root picked by a value.",
        keys: [
            LanguageKey(
                "switch", .value, required: true,
                doc:
                    "The value that picks the root, usually app state: `${isLoggedIn}`; the root follows it when it changes."
            ),
            LanguageKey(
                "cases", .dictionary(keys: .text, values: .root), required: true, title: "Cases",
                doc: "A root for each value of `switch`.",
                missingHelp: "map each value to a root under 'cases:'"),
            LanguageKey(
                "transition", .mapping(.rootTransition), title: "Transition",
                doc:
                    "How the window changes to the root the value picks, once the app has started: one of UIKit's view transitions and its duration, `{ crossDissolve: 0.4s }`."
            ),
        ]
    )

    public static let rootTransition = KeyedMapping(
        title: "A transition",
        doc:
            "One of UIKit's view transitions (`UIView.AnimationOptions`) and how long it takes: `{ crossDissolve: 0.4s }`.",
        keys: [
            LanguageKey(
                "crossDissolve", .scalar,
                doc: "The old root fades into the new (`transitionCrossDissolve`), over the duration given: `0.4s`."),
            LanguageKey(
                "flipFromLeft", .scalar,
                doc: "The window flips around its vertical axis, left edge first (`transitionFlipFromLeft`)."),
            LanguageKey(
                "flipFromRight", .scalar,
                doc: "The window flips around its vertical axis, right edge first (`transitionFlipFromRight`)."),
            LanguageKey(
                "flipFromTop", .scalar,
                doc: "The window flips around its horizontal axis, top edge first (`transitionFlipFromTop`)."),
            LanguageKey(
                "flipFromBottom", .scalar,
                doc: "The window flips around its horizontal axis, bottom edge first (`transitionFlipFromBottom`)."),
            LanguageKey("curlUp", .scalar, doc: "The old root curls up from the bottom (`transitionCurlUp`)."),
            LanguageKey("curlDown", .scalar, doc: "The new root curls down from the top (`transitionCurlDown`)."),
        ],
        exactlyOneOf: [
            "crossDissolve", "flipFromLeft", "flipFromRight", "flipFromTop", "flipFromBottom", "curlUp", "curlDown",
        ]
    )
}
