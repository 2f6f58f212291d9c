extension DiagnosticCode {
    public static let unknownName = DiagnosticCode(
        "CK0404", .error,
        summary: "an expression names something that is not in scope",
        explanation: """
            An expression can read the screen's params, state and derived values, the params of the action
            it runs in, loop variables (`as:` of `forEach` and sections, `item` by default) and, in a routes
            file, the app's state. The diagnostic suggests the nearest name in scope.
            """
    )
    public static let typeMismatch = DiagnosticCode(
        "CK0405", .error,
        summary: "a value has another type than the place expects",
        explanation: """
            Values are statically typed and never converted implicitly, except an Int literal where a
            floating-point type is expected and a string literal where a Color, Image, URL or enum is
            expected. `set: count, to: ${title}` with `count: Int` and `title: String` is an error; so is
            `${count + 1.5}` with `count: Int` (write `1` or make `count` a Double).
            """
    )
    public static let operatorTypes = DiagnosticCode(
        "CK0406", .error,
        summary: "an operator cannot be applied to these types",
        explanation: """
            Arithmetic needs two numbers of the same type (`+` also joins two Strings), comparison needs two
            values of the same comparable type, `&&`, `||` and `!` need Bools, and `??` needs an optional on
            its left.
            """
    )
    public static let unknownMember = DiagnosticCode(
        "CK0407", .error,
        summary: "a member does not exist on the value's type",
        explanation: """
            `a.b` reads the field `b` of a model type from `types:`, or one of the built-in members:
            `.count`, `.isEmpty` (String, arrays, dictionaries), `.first`, `.last` (arrays).
            """
    )
    public static let optionalAccess = DiagnosticCode(
        "CK0408", .error,
        summary: "an optional value is used as if it were always there",
        explanation: """
            A value of type `T?` may be nil. Read its members with optional chaining (`movie?.title`, which is
            itself optional) and give a fallback with `??` where a plain value is needed:
            `${movie?.title ?? 'Untitled'}`.
            """
    )
    public static let assignToNonState = DiagnosticCode(
        "CK0409", .error,
        summary: "a statement changes something that is not state",
        explanation: """
            `set`, `toggle`, `append` and `remove` change state. Params are inputs and derived values are
            computed, so neither can be changed; declare the value under `state:` instead.
            """
    )
    public static let unknownAction = DiagnosticCode(
        "CK0410", .error,
        summary: "an action name is not declared",
        explanation: """
            An event (`onTap: increment`), a `send:` statement or a scenario step names an action that the
            screen does not declare under `actions:`.
            """
    )
    public static let unknownSignalName = DiagnosticCode(
        "CK0411", .error,
        summary: "an `emit:` names a signal that is not declared",
        explanation: """
            `emit: resetRequested` needs `resetRequested` under the screen's `signals:`. A signal of type Void
            is emitted without a value; any other signal needs `value:` of its type.
            """
    )
    public static let actionArguments = DiagnosticCode(
        "CK0412", .error,
        summary: "an action's arguments do not match its params",
        explanation: """
            `send: add, with: { amount: 2 }` must pass every param of the action, by name and with its type,
            and nothing else.
            """
    )
    public static let unusedDeclaration = DiagnosticCode(
        "CK0413", .warning,
        summary: "a declaration is never used",
        explanation: """
            A param, state value, derived value, action or signal that nothing reads, runs or emits is
            usually left over from an edit. Remove it, or use it. `lint --strict` makes this an error.
            """
    )
    public static let missingStartValue = DiagnosticCode(
        "CK0414", .error,
        summary: "a state value has no default and its type no start value",
        explanation: """
            State without `default:` starts at `""`, `0`, `false`, `[]`, `[:]` or `nil`; an enum starts at
            its first case, Insets and Size at zero, and a model with every field at its own start. A Date,
            URL, UUID, Color, Font or Image has no start a reader could guess, so such state needs a default.
            """
    )
    public static let constantCondition = DiagnosticCode(
        "CK0415", .warning,
        summary: "a condition never changes",
        explanation: """
            A condition that reads no param, state, derived value, action param or loop variable
            (`if: ${!true}`, `${2 > 1 ? a : b}`, `if: false`) has the same value every time, so one of its
            branches can never run; Swift warns of the same code in the generated app. Write the branch
            that runs without the condition, or make the condition read a value that changes.
            `lint --strict` makes this an error.
            """
    )
    public static let unhashableField = DiagnosticCode(
        "CK0416", .error,
        summary: "a model field, a payload or a destination param holds a value Swift cannot compare or hash",
        explanation: """
            Models are `Hashable` in the generated Swift (lists tell rows apart by them, and bindings skip
            a value equal to the last), and so are enums with payloads and the routes enum, whose cases
            carry each destination's params (a navigation stack compares its routes). UIKit's colours,
            fonts and images are, and so are its enums, so a model may hold them (it is then not
            `Codable`, as they are not). `UIEdgeInsets`, `CGSize` and the other values of a catalog are
            not `Hashable`: keep their numbers in fields or params of their own (`top: CGFloat`) and
            build the value where a property takes it.
            """
    )
    public static let unknownHostInput = DiagnosticCode(
        "CK0417", .error,
        summary: "`host:` names an action or state value the screen does not declare",
        explanation: """
            `host: { actions: [pageLoaded], state: [movies] }` says which actions the host app sends and which
            state values it feeds, so that they count as used (CK0413) and the view model's documentation
            lists them. Each name must be one of the screen's own `actions:` or `state:`, under the matching
            key.
            """
    )
    public static let sendCycle = DiagnosticCode(
        "CK0418", .error,
        summary: "an action sends itself again on every path, so it never finishes",
        explanation: """
            `send:` runs the action it names at once, inside the running one. An action each of whose paths
            sends itself (`again: [ { send: again } ]`), or sends itself again through other actions (a sends
            b, b sends a), never ends: the generated Swift would recurse until the stack overflows, and the
            runtime rejects it once 32 actions are nested. Guard the `send:` with an `if:` that stops it (a
            countdown: `if: ${n > 0}`), or run the next step later with `after:`.
            """
    )
}

extension DiagnosticCatalog {
    static let typeCodes: [DiagnosticCode] = [
        .unknownName, .typeMismatch, .operatorTypes, .unknownMember, .optionalAccess, .assignToNonState,
        .unknownAction, .unknownSignalName, .actionArguments, .unusedDeclaration, .missingStartValue,
        .constantCondition, .unhashableField, .unknownHostInput, .sendCycle,
    ]
}
