extension DiagnosticCode {
    public static let unknownKey = DiagnosticCode(
        "CK0201", .error,
        summary: "a key is not one this place allows",
        explanation: """
            Each mapping in a construkt file has a fixed set of keys. A key outside that set is usually a
            misspelling (`parmas:` for `params:`) or a key at the wrong indentation. The diagnostic names the
            keys allowed there and suggests the nearest one.
            """
    )
    public static let missingKey = DiagnosticCode(
        "CK0202", .error,
        summary: "a required key is missing",
        explanation: """
            Some keys must be present: a screen needs `body:`, `set:` needs `to:`, `append:` needs `value:`,
            `remove:` needs `at:`, an `if:` node needs `then:`, a `forEach:` node needs `do:`.
            """
    )
    public static let wrongShape = DiagnosticCode(
        "CK0203", .error,
        summary: "a value has the wrong shape",
        explanation: """
            A place expects a mapping (`key: value` pairs), a sequence (`- item` lines or `[a, b]`) or a single
            value, and the file holds another shape there. Often the indentation is off by one level.
            """
    )
    public static let unknownFileKind = DiagnosticCode(
        "CK0204", .error,
        summary: "the file's first key does not say what it is",
        explanation: """
            A construkt file starts with the key that says what it holds: `screen:` or `component:` in a
            `*.screen.yaml`, `routes:` in a `*.routes.yaml`, `types:` in a `*.types.yaml`, `scenario:` in a
            `*.scenario.yaml`, `components:` in a `*.components.yaml`. The file's suffix and its first key
            must agree. A file named on the command line whose name ends in none of these suffixes
            (`Card.component.yaml`) is not read either: rename it for what it holds (`Card.screen.yaml`).
            """
    )
    public static let invalidName = DiagnosticCode(
        "CK0205", .error,
        summary: "a name does not follow the naming rules",
        explanation: """
            Names become Swift identifiers. Type names (screens, components, routes, `types:`) are
            UpperCamelCase ASCII letters and digits (`MovieDetail`); params, state, derived values, signals,
            actions and destinations are lowerCamelCase (`movieId`). Non-ASCII letters are refused because
            look-alike letters (a Cyrillic `і`) would compile into different identifiers. Swift keywords are
            allowed and are emitted with backticks, except `self`, `Self`, `Type` and `Protocol`, which keep a
            meaning of their own in Swift even in backticks. A type cannot take a name the generated Swift
            needs for a type of its own imports: a built-in type's (`Date`), a module's (`UIKit`), a
            catalog component's or type's (`Header`, `UIColor`), or a library type's the catalog's
            templates write (`AnyViewBinding`, `DefaultRouter`; Docs/language.md lists them all). A
            component's param or slot is not named `on`, which a node of the component writes to wire
            its signals.
            """
    )
    public static let duplicateName = DiagnosticCode(
        "CK0206", .error,
        summary: "a name is declared twice",
        explanation: """
            Params, state, derived values, signals and actions of one screen share one namespace (they all
            become members of one view model), so a name may be declared only once among them. Types share
            one namespace across the app. A type's fields and an enum's cases are each named once, and
            so are the sections of one list (a list tells its sections apart by their ids). The error
            stands at the second name and points at the first.
            """
    )
    public static let invalidType = DiagnosticCode(
        "CK0207", .error,
        summary: "a type is not written the way types are written",
        explanation: """
            Types are written as in Swift: a name (`String`, `Movie`), an array `[Movie]`, a dictionary
            `[String: Int]`, or an optional `Movie?`. Unquoted, YAML reads `[Movie]` as a one-item list; that
            spelling is accepted too. A dictionary type must be quoted: `"[String: Int]"`. A number or a
            boolean where a type goes (`count: 0`) is a value, not a type: a param or a state value
            takes it as its default, `count: { type: Int, default: 0 }`.
            """
    )
    public static let componentNodeShape = DiagnosticCode(
        "CK0208", .error,
        summary: "a component node does not have exactly one key",
        explanation: """
            A component node is a mapping with exactly one key, the component's name, whose value holds its
            properties:

                - LabelView:
                    text: Hello
                    font: title1

            A property written at the same indentation as the component's name becomes a second key of the
            node instead; indent it under the name.
            """
    )
    public static let unknownStatement = DiagnosticCode(
        "CK0209", .error,
        summary: "a statement is not one of the language's statements",
        explanation: """
            Statements are: `set: x` with `to:`, `toggle: x`, `append: x` with `value:`, `remove: x` with `at:`,
            `send: action` (with `with:`), `emit: signal` (with `value:`), `route: destination` (with `with:`),
            `back`, `dismiss`, and `if:` with `then:` (and `else:`). A plain name in a list of statements
            sends that action.
            """
    )
}

extension DiagnosticCatalog {
    static let structureCodes: [DiagnosticCode] = [
        .unknownKey, .missingKey, .wrongShape, .unknownFileKind, .invalidName, .duplicateName,
        .invalidType, .componentNodeShape, .unknownStatement, .invalidBoolean, .missingFile,
    ]
}

extension DiagnosticCode {
    public static let invalidBoolean = DiagnosticCode(
        "CK0210", .error,
        summary: "a yes/no value is not written `true` or `false`",
        explanation: """
            construkt files are read by the type each place expects, never by YAML 1.1's guessing. In a place
            that takes a Bool, only `true` and `false` are booleans; `yes`, `no`, `on` and `off` are refused
            (in YAML 1.1 they are booleans, in YAML 1.2 they are text, so they mean different things to
            different tools). In a place that takes text they stay text: `answer: no` is the string "no".
            """
    )
}

extension DiagnosticCode {
    public static let missingFile = DiagnosticCode(
        "CK0211", .error,
        summary: "a path in construkt.yaml names no file",
        explanation: """
            `catalogs:` lists component catalogs by path, relative to the folder of the construkt.yaml that
            lists them. Each must name an existing `*.components.yaml` file.
            """
    )
}
