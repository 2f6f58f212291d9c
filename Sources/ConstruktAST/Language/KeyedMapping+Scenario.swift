/// The keys of a `*.scenario.yaml` file, its steps, finders and expectations (Docs/language.md, A scenario file).
extension KeyedMapping {
    public static let scenarioFile = KeyedMapping(
        title: "A construkt scenario file (*.scenario.yaml)",
        doc: "A headless behaviour test run by `construkt-gen test`. Docs/language.md, A scenario file.",
        keys: [
            LanguageKey(
                "scenario", .text, required: true, title: "Scenario", doc: "The scenario's name, shown in test output."),
            LanguageKey(
                "screen", .upperName, title: "Screen",
                doc: "Test this screen alone. A scenario has one of `screen`, `app`, `route`."),
            LanguageKey(
                "app", .filePath, title: "App",
                doc:
                    "Test the app of this routes file, starting at its root: `app: App.routes.yaml`. A scenario has one of `screen`, `app`, `route`."
            ),
            LanguageKey(
                "route", .lowerName, title: "Route",
                doc: "Start at this destination. A scenario has one of `screen`, `app`, `route`."),
            LanguageKey("params", .arguments, title: "Params", doc: "The screen's params."),
            LanguageKey("state", .arguments, title: "State", doc: "Overrides of the initial state."),
            LanguageKey(
                "device", .text, title: "Device",
                doc:
                    "The device its taps, frames and snapshots are laid out on, as `construkt-gen preview --device` draws it: iPhone 15 (the default), iPhone 15 Pro Max, iPhone SE or iPad Air."
            ),
            LanguageKey(
                "steps", .list(.either([.word(["back", "dismiss"])] + steps.map { .mapping($0) })), required: true,
                title: "Steps",
                doc: "What the test does and checks, in order."),
        ],
        exactlyOneOf: ["screen", "app", "route"]
    )

    private static let finderKeys = [
        LanguageKey("text", .text, doc: "Matches a label's text, a button's title or a field's text exactly."),
        LanguageKey("id", .text, doc: "Matches the accessibility identifier (a node's `id:`)."),
        LanguageKey("type", .upperName, doc: "Matches a component name, such as `ButtonView`."),
        LanguageKey("index", .scalar, doc: "Picks the n-th match (0-based) in tree order."),
    ]

    public static let finder = KeyedMapping(
        title: "A finder",
        doc: "Finds visible nodes: `{ text: Increment }`, `{ id: search }`, `{ type: ButtonView, index: 1 }`.",
        keys: finderKeys,
        atLeastOneOf: finderKeys.map(\.name)
    )

    /// A `type` step's value.
    public static let typeStep = KeyedMapping(
        title: "type",
        doc: "Replaces a field's text and fires its change events.",
        keys: [
            LanguageKey(
                "into", .finder, required: true, doc: "The field: `{ id: search }`.",
                missingHelp: "say which field: 'into: { id: search }'"),
            LanguageKey("text", .text, required: true, doc: "The new text."),
        ]
    )

    /// A `select` step's value.
    public static let selectStep = KeyedMapping(
        title: "select",
        doc: "Selects a list item: `{ section: popular, index: 0 }` or a finder (`{ text: Dune }`).",
        keys: [
            LanguageKey("section", .lowerName, doc: "The section's id."),
            LanguageKey("index", .scalar, doc: "The item's index (0-based)."),
        ] + finderKeys.filter { $0.name != "index" },
        atLeastOneOf: finderKeys.map(\.name)
    )

    /// A `scroll` step's value.
    public static let scrollStep = KeyedMapping(
        title: "scroll",
        doc:
            "Scrolls a ScrollView or CollectionView as a drag does: `{ id: feed, to: 240 }` sets its vertical offset (its `scrollOffset` state follows), `to: end` brings its last items into view (its sections' `onNearEnd` fire).",
        keys: finderKeys + [
            LanguageKey(
                "to", .scalar, required: true, doc: "The vertical content offset in points, or `end`.",
                missingHelp: "say where to: 'to: 240' or 'to: end'")
        ],
        atLeastOneOf: finderKeys.map(\.name)
    )

    /// A `page` step's value.
    public static let pageStep = KeyedMapping(
        title: "page",
        doc:
            "Pages a carousel section as a swipe does: `{ id: hero, to: 2 }` centres item 2 of the section `hero` (its `page` state follows); `to: 0.5` holds it halfway between items 0 and 1, as a drag that has not let go.",
        keys: [
            LanguageKey(
                "id", .lowerName, required: true, doc: "The carousel section's id (its `section:`).",
                missingHelp: "say which carousel: 'id: hero'"),
            LanguageKey(
                "to", .scalar, required: true,
                doc: "The page: the index (0-based) of the item to centre, or a position between two (`0.5`).",
                missingHelp: "say which page: 'to: 2'"),
        ]
    )

    /// An `expect`'s `snapshot:`: the picture of the screen it is compared with.
    public static let snapshotExpectation = KeyedMapping(
        title: "snapshot",
        doc:
            "The screen looks as its reference picture does: `snapshot: home-loaded` compares the screen, drawn as `construkt-gen preview` draws it, with `__Snapshots__/<scenario file>/home-loaded.svg` beside the scenario; `{ name: home-loaded, appearance: dark }` draws it dark (`home-loaded.dark.svg`). `construkt-gen test --record` writes the references.",
        keys: [
            LanguageKey(
                "name", .text, required: true,
                doc: "The picture's name: letters, digits, `-` and `_`, starting with a letter or a digit."),
            LanguageKey("appearance", .word(["light", "dark"]), doc: "`light` (the default) or `dark`."),
        ]
    )

    /// An `expect`'s `frame:`: bounds on where the node its finder picks is laid out.
    public static let frameExpectation = KeyedMapping(
        title: "frame",
        doc:
            "Where the node the finder picks is laid out, in points from the screen's top-left corner, as `construkt-gen preview` lays it out: `{ id: cast, frame: { height: \"> 0\" } }`. Each of x, y, width, height is a number (equal to it) or a comparison: `> n`, `>= n`, `< n`, `<= n`, `== n`.",
        keys: FrameBound.Measure.allCases.map {
            LanguageKey($0.rawValue, .scalar, doc: "The node's \($0.rawValue): `\"> 0\"`, `\"<= 120\"` or `60`.")
        },
        atLeastOneOf: FrameBound.Measure.allCases.map(\.rawValue)
    )

    /// `tabBar:` of an `expect` step in an `app:` scenario.
    public static let tabBarExpectation = KeyedMapping(
        title: "tabBar",
        doc:
            "The app's tab bar: whether it is hidden, which tab is selected and the icon it shows, and its colours: `{ hidden: false, selected: Home, icon: house.fill, tint: white }`.",
        keys: [
            LanguageKey(
                "hidden", .boolean,
                doc: "Whether the tab bar is hidden (a screen pushed with `hidesTabBar` on top, or one presented)."),
            LanguageKey("selected", .text, doc: "The selected tab's title."),
            LanguageKey("icon", .text, doc: "The icon the selected tab shows: its `selectedIcon`, else its `icon`."),
            LanguageKey("background", .value, doc: "The `tabBar:` background, a Color."),
            LanguageKey("tint", .value, doc: "The `tabBar:` tint, a Color."),
            LanguageKey("unselectedTint", .value, doc: "The `tabBar:` unselected tint, a Color."),
        ]
    )

    /// An `expect` step's value.
    public static let expectation = KeyedMapping(
        title: "expect",
        doc:
            "Checks the screen: a finder (some visible node matches, every key of it on one node) with what that node `has` and where its `frame` is, and any of snapshot, hidden, enabled, disabled, state, route, stack, screen, tabBar, emitted, notEmitted, rejected.",
        keys: finderKeys + [
            LanguageKey(
                "has", .dictionary(keys: .lowerName, values: .value),
                doc:
                    "Attributes of the node the finder picks, by property name (`isOn`, `alpha`, `title`, `enabled`) or runtime attribute (`text`, `hidden`, `value`): `{ id: notifications, has: { isOn: true } }`. On a `component:` node, its params and own state: `{ id: first, has: { expanded: true } }`."
            ),
            LanguageKey("frame", .mapping(frameExpectation), doc: frameExpectation.doc),
            LanguageKey("snapshot", .either([.text, .mapping(snapshotExpectation)]), doc: snapshotExpectation.doc),
            LanguageKey("hidden", .finder, doc: "No visible node matches (absent or hidden)."),
            LanguageKey("enabled", .finder, doc: "The matching node is enabled."),
            LanguageKey("disabled", .finder, doc: "The matching node is disabled."),
            LanguageKey("state", .arguments, doc: "State values the screen holds: `{ count: 1 }`."),
            LanguageKey("route", .lowerName, doc: "The destination on top."),
            LanguageKey(
                "stack", .list(.lowerName), doc: "The destinations of the current navigation stack, bottom first."),
            LanguageKey("screen", .upperName, doc: "The screen on top (a presented one included)."),
            LanguageKey("tabBar", .mapping(tabBarExpectation), doc: tabBarExpectation.doc),
            LanguageKey(
                "emitted", .either([.lowerName, .dictionary(keys: .lowerName, values: .value)]),
                doc:
                    "A signal was emitted (`emitted: resetRequested`), or its latest value was this one (`{ addedToCart: 2 }`)."
            ),
            LanguageKey(
                "notEmitted", .either([.lowerName, .list(.lowerName)]),
                doc:
                    "No such signal has been emitted since the scenario started: `notEmitted: done` or `[done, failed]`."
            ),
            LanguageKey("rejected", .lowerName, doc: "The last action was rejected and state is unchanged."),
        ]
    )

    /// The steps, each one's kind first; `back` and `dismiss` may also be written as one word.
    public static let steps: [KeyedMapping] = [
        startedBy([LanguageKey("tap", .finder, required: true, doc: "Taps the node a finder matches (flips a Toggle).")]
        ),
        startedBy([LanguageKey("type", .mapping(typeStep), required: true, doc: typeStep.doc)]),
        startedBy([LanguageKey("select", .mapping(selectStep), required: true, doc: selectStep.doc)]),
        startedBy([LanguageKey("scroll", .mapping(scrollStep), required: true, doc: scrollStep.doc)]),
        startedBy([LanguageKey("page", .mapping(pageStep), required: true, doc: pageStep.doc)]),
        startedBy([
            LanguageKey(
                "pullToRefresh", .either([.text, .finder]), required: true,
                doc:
                    "Pulls a list down as a user does, running its refresh event (`onRefresh`): `pullToRefresh: feed` names its id, or a finder."
            )
        ]),
        startedBy([
            LanguageKey("send", .lowerName, required: true, doc: "Runs an action of the current screen."),
            LanguageKey("with", .arguments, doc: "The action's arguments."),
        ]),
        startedBy([LanguageKey("feed", .arguments, required: true, doc: "The host sets state: `{ movies: [...] }`.")]),
        startedBy([LanguageKey("open", .text, required: true, doc: "Opens a deep link: `/movies/42`.")]),
        startedBy([LanguageKey("back", .nothing, required: true, doc: "Pops the navigation stack.")]),
        startedBy([LanguageKey("dismiss", .nothing, required: true, doc: "Closes the presented screen.")]),
        startedBy([
            LanguageKey(
                "wait", .scalar, required: true,
                doc:
                    "Moves the clock on (`0.5s`, `500ms`, or a number of seconds): the debounces, delays and timer ticks that fall due by then run in time order. Nothing sleeps."
            )
        ]),
        startedBy([LanguageKey("expect", .mapping(expectation), required: true, doc: expectation.doc)]),
    ]

    /// The step a kind starts, if it is one.
    public static func step(_ kind: String) -> KeyedMapping? {
        steps.first { $0.keyword == kind }
    }

    private static func startedBy(_ keys: [LanguageKey]) -> KeyedMapping {
        KeyedMapping(title: keys[0].name, doc: keys[0].doc, keys: keys)
    }
}
