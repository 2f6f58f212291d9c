/// The keys of a `*.screen.yaml` file and of the mappings inside it (Docs/language.md, A screen file, Component nodes).
extension KeyedMapping {
    public static let screenFile = KeyedMapping(
        title: "A construkt screen file (*.screen.yaml)",
        doc:
            "One screen (`screen:`) or reusable component (`component:`): its params, state, derived values, signals, actions, lifecycle hooks and view tree. Docs/language.md, A screen file.",
        keys: [
            LanguageKey(
                "screen", .upperName, title: "Screen",
                doc: "The screen's Swift type name. A file has `screen:` or `component:`, not both."),
            LanguageKey(
                "component", .upperName, excludes: ["lifecycle", "timers"], title: "Component",
                doc:
                    "The reusable component's Swift type name; other screens use it as a node. A file has `screen:` or `component:`, not both."
            ),
            LanguageKey("description", .text, title: "Description", doc: "Becomes the type's doc comment."),
            LanguageKey(
                "params", .valueDeclarations, title: "Params",
                doc: "Inputs, in initializer order: `title: String` or `start: { type: Int, default: 0 }`."),
            LanguageKey(
                "state", .valueDeclarations, title: "State",
                doc: "Observable state of the view model; without a default, the type's zero value."),
            LanguageKey(
                "derived", .dictionary(keys: .lowerName, values: .value), title: "Derived values",
                doc: "Read-only values computed from state: `canReset: ${count != start}`."),
            LanguageKey(
                "signals", .dictionary(keys: .lowerName, values: .type), title: "Signals",
                doc: "Typed outputs the host app observes: `resetRequested: Void`."),
            LanguageKey(
                "actions", .actions, title: "Actions",
                doc: "Elm-style messages; each is a list of statements, or `{ params: {…}, do: [...] }`."),
            LanguageKey(
                "host", .mapping(.hostInputs), title: "Host inputs",
                doc:
                    "What the host app drives: the `actions:` it sends (`viewModel.send(.pageLoaded)`) and the `state:` it feeds. They count as used, and the view model's documentation lists them."
            ),
            LanguageKey(
                "lifecycle", .mapping(.lifecycle), title: "Lifecycle hooks",
                doc:
                    "Event handlers run when the screen loads, appears or disappears. A screen's only: ConstruktKit fires them for the presented screen, so a `component:` file has none (CK0808)."
            ),
            LanguageKey(
                "watch", .dictionary(keys: .lowerName, values: .either([.eventHandler, .mapping(.watch)])),
                title: "Watched state",
                doc:
                    "What runs after a state value changes, and once for its start value: `query: { debounce: 0.5s, do: search }`, or `count: countChanged`. An action taking one param gets the new value; statements see it as `value`."
            ),
            LanguageKey(
                "timers", .dictionary(keys: .lowerName, values: .mapping(.timer)), title: "Timers",
                doc:
                    "Repeating timers that run while the screen is shown: `advance: { every: 3.5s, do: nextPage }`. A screen's only (CK0524)."
            ),
            LanguageKey(
                "types", .typeDeclarations, title: "Types",
                doc: "Model types declared in this file; app-wide like those of a *.types.yaml file."),
            LanguageKey(
                "slots", .dictionary(keys: .lowerName, values: .either([.nothing, .mapping(.slotDeclaration)])),
                title: "Slots",
                doc:
                    "A component's places for views the node using it gives by the slot's name: `leading: { many: true }`, `titleView: { optional: true }`, or `content:` for exactly one view. The body places each with `- slot: name`."
            ),
            LanguageKey(
                "body", .node, required: true, title: "Body",
                doc: "Exactly one root component node (not a list): wrap several in a stack.",
                missingHelp: "add 'body:' with the root component, such as 'VStackView:'"),
        ],
        exactlyOneOf: ["screen", "component"]
    )

    /// A screen's `host:`.
    public static let hostInputs = KeyedMapping(
        title: "Host inputs",
        doc: "`{ actions: [pageLoaded, loadFailed], state: [movies] }`: what the host app sends and feeds.",
        keys: [
            LanguageKey(
                "actions", .list(.lowerName), title: "Actions the host sends",
                doc: "Names under the screen's `actions:` that the host app sends: `viewModel.send(.pageLoaded)`."),
            LanguageKey(
                "state", .list(.lowerName), title: "State the host feeds",
                doc: "Names under the screen's `state:` that the host app writes: `viewModel.$movies.wrappedValue = …`."
            ),
        ]
    )

    public static let lifecycle = KeyedMapping(
        title: "Lifecycle hooks",
        doc: "Event handlers run when the screen loads, appears or disappears.",
        keys: [
            LanguageKey("onLoad", .eventHandler, doc: "Runs once, when the screen is loaded."),
            LanguageKey("onAppear", .eventHandler, doc: "Runs each time the screen appears."),
            LanguageKey("onDisappear", .eventHandler, doc: "Runs each time the screen disappears."),
        ]
    )

    /// One entry of `watch:` written as a mapping.
    public static let watch = KeyedMapping(
        title: "A watch",
        doc:
            "`{ debounce: 0.5s, do: search }`: what runs after the state changes, once it has stayed the same for `debounce`.",
        keys: [
            LanguageKey(
                "debounce", .scalar, title: "Debounce",
                doc: "How long the value must stay the same before `do` runs: `0.5s`, `500ms`, or a number of seconds."),
            LanguageKey(
                "do", .eventHandler, required: true,
                doc:
                    "An action (given the new value when it takes one param) or statements, which see the new value as `value`.",
                missingHelp: "write what runs under 'do:'"),
        ]
    )

    /// One of a screen's `timers:`.
    public static let timer = KeyedMapping(
        title: "A timer",
        doc: "`{ every: 3.5s, do: nextPage }`: runs `do` every `every` while the screen is shown.",
        keys: [
            LanguageKey(
                "every", .scalar, required: true, title: "Interval",
                doc: "The time between two runs: `3.5s`, `500ms`, or a number of seconds.",
                missingHelp: "write how often it runs: 'every: 1s'"),
            LanguageKey(
                "do", .eventHandler, required: true, doc: "An action or statements, run as one transaction each time.",
                missingHelp: "write what runs under 'do:'"),
        ]
    )

    /// `{ type: Int, default: 0 }`.
    public static let valueDeclaration = KeyedMapping(
        title: "A declaration",
        doc: "`name: Type`, or `name: { type: Type, default: value }` (a component's param may add `live: true`).",
        keys: [
            LanguageKey(
                "type", .type, required: true, title: "Type", doc: "The declared type.",
                missingHelp: "write '{ type: Int, default: 0 }'"),
            LanguageKey(
                "default", .value, title: "Default value",
                doc: "The initial value; without one, the type's zero value (\"\" 0 false [] nil)."),
            LanguageKey(
                "live", .value, title: "Live",
                doc:
                    "On a component's param: `true` to follow its argument without rebuilding the component, which keeps its state and views."
            ),
        ]
    )

    /// `{ params: {…}, do: [...] }`.
    public static let action = KeyedMapping(
        title: "An action",
        doc: "A list of statements, one statement, or `{ params: {…}, do: [...] }`.",
        keys: [
            LanguageKey(
                "params", .paramDeclarations, title: "Params",
                doc: "The action's params, sent with `send: name, with: {…}`."),
            LanguageKey(
                "do", .statements, required: true, doc: "The statements the action runs.",
                missingHelp: "list its statements under 'do:'"),
        ]
    )

    /// One entry of a component's `slots:`.
    public static let slotDeclaration = KeyedMapping(
        title: "A slot",
        doc:
            "`{ many: true }` (a list of views, may be empty) or `{ optional: true }` (one view or none); neither is exactly one view.",
        keys: [
            LanguageKey(
                "many", .boolean, excludes: ["optional"], doc: "The slot takes a list of views, which may be empty."),
            LanguageKey("optional", .boolean, excludes: ["many"], doc: "The slot takes one view or none."),
        ]
    )

    /// The control node `slot`.
    public static let slotNode = KeyedMapping(
        title: "slot",
        doc: "In a component's body, where the views given for one of its `slots:` go.",
        keys: [
            LanguageKey(
                "slot", .lowerName, required: true, doc: "The slot's name, declared under the component's `slots:`.")
        ]
    )

    /// The control node `if`.
    public static let ifNode = KeyedMapping(
        title: "if",
        doc: "Shows `then` when the condition holds, otherwise `else`; live when the condition reads state.",
        keys: [
            LanguageKey("if", .value, required: true, doc: "The condition, a Bool expression: `${isLoggedIn}`."),
            LanguageKey("then", .nodes, required: true, doc: "The nodes shown when the condition holds."),
            LanguageKey("else", .nodes, doc: "The nodes shown otherwise."),
        ]
    )

    /// The control node `switch`.
    public static let switchNode = KeyedMapping(
        title: "switch",
        doc: "Shows the nodes of the case the value is; live when the value reads state.",
        keys: [
            LanguageKey("switch", .value, required: true, doc: "The value, an enum from `types:`: `${results}`."),
            LanguageKey(
                "cases", .dictionary(keys: .lowerName, values: .either([.nothing, .nodes])), required: true,
                doc: "The nodes of each case, by the case's name; a case's payload fields are in scope by name."),
            LanguageKey("default", .either([.nothing, .nodes]), doc: "The nodes shown for every case not listed."),
            LanguageKey(
                "keepBranches", .boolean,
                doc:
                    "Keeps each branch once built and shows it again when the value comes back to its case; a new payload reaches the branch shown in place."
            ),
        ]
    )

    /// The control node `forEach`.
    public static let forEachNode = KeyedMapping(
        title: "forEach",
        doc: "Repeats `do` for each element of an array; live when the array reads state.",
        keys: [
            LanguageKey("forEach", .value, required: true, doc: "The array to loop over: `${tags}`."),
            LanguageKey("as", .lowerName, doc: "The loop variable's name (default `item`)."),
            LanguageKey(
                "index", .lowerName, doc: "A name for the element's position, an Int from 0: `index: position`."),
            LanguageKey("do", .nodes, required: true, doc: "The nodes made for each element."),
        ]
    )
}
