/// The statements (Docs/language.md, Events and statements): each one's keyword first, then the companion keys it takes.
extension KeyedMapping {
    public static let statements: [KeyedMapping] = [
        startedBy([
            LanguageKey("set", .lowerName, required: true, doc: "Sets a state value."),
            LanguageKey("to", .value, required: true, doc: "The new value."),
        ]),
        startedBy([LanguageKey("toggle", .lowerName, required: true, doc: "Flips a Bool state value.")]),
        startedBy([
            LanguageKey("append", .lowerName, required: true, doc: "Appends to an array state value."),
            LanguageKey("value", .value, required: true, doc: "The element to append."),
        ]),
        startedBy([
            LanguageKey("remove", .lowerName, required: true, doc: "Removes an element of an array state value."),
            LanguageKey("at", .value, required: true, doc: "The index to remove."),
        ]),
        startedBy([
            LanguageKey("send", .lowerName, required: true, doc: "Runs an action of this screen."),
            LanguageKey("with", .arguments, doc: "The action's arguments."),
        ]),
        startedBy([
            LanguageKey("emit", .lowerName, required: true, doc: "Emits a signal to the host app."),
            LanguageKey("value", .value, doc: "The signal's value."),
        ]),
        startedBy([
            LanguageKey("route", .lowerName, required: true, doc: "Shows a destination of the routes file."),
            LanguageKey("with", .arguments, doc: "The destination's params."),
        ]),
        startedBy([
            LanguageKey(
                "tab", .lowerName, required: true,
                doc:
                    "Selects the tab whose root is this destination, with its stack as it was left; where the shown root has no such tab, nothing happens."
            )
        ]),
        startedBy([LanguageKey("back", .nothing, required: true, doc: "Pops the navigation stack.")]),
        startedBy([LanguageKey("dismiss", .nothing, required: true, doc: "Closes the presented screen.")]),
        startedBy([
            LanguageKey(
                "after", .scalar, required: true,
                doc:
                    "Runs `do` later, after this long (`2s`, `500ms`, or a number of seconds), as a transaction of its own; not once the screen is gone."
            ),
            LanguageKey("do", .statements, required: true, doc: "The statements run later."),
        ]),
        startedBy([
            LanguageKey("if", .value, required: true, doc: "Runs `then` when the condition holds, otherwise `else`."),
            LanguageKey("then", .statements, required: true, doc: "The statements run when the condition holds."),
            LanguageKey("else", .statements, doc: "The statements run otherwise."),
        ]),
        startedBy([
            LanguageKey(
                "switch", .value, required: true,
                doc: "Runs the statements of the case the value is: an enum from `types:`."),
            LanguageKey(
                "cases", .dictionary(keys: .lowerName, values: .either([.nothing, .statements])), required: true,
                doc: "The statements of each case, by the case's name; a case's payload fields are in scope by name."),
            LanguageKey(
                "default", .either([.nothing, .statements]), doc: "The statements run for every case not listed."),
        ]),
    ]

    /// The statement a keyword starts, if it is one.
    public static func statement(_ keyword: String) -> KeyedMapping? {
        statements.first { $0.keyword == keyword }
    }

    private static func startedBy(_ keys: [LanguageKey]) -> KeyedMapping {
        KeyedMapping(title: keys[0].name, doc: keys[0].doc, keys: keys)
    }
}
