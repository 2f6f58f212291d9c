extension DiagnosticCode {
    public static let unknownComponent = DiagnosticCode(
        "CK0801", .error,
        summary: "a component name is not known",
        explanation: """
            A node's key must name a component of a loaded catalog (ConstruktKit's, or one listed under
            `catalogs:` in construkt.yaml) or a `component:` file of the app. SwiftUI names such as `Text`,
            `Image` or `Spacer` are not ConstruktKit components; the help names the one to use.
            """
    )
    public static let unknownProperty = DiagnosticCode(
        "CK0802", .error,
        summary: "a component has no such property, slot or event",
        explanation: """
            Property names are ConstruktKit's own: an initializer parameter by its label (or by its parameter
            name where the label is `_`), a modifier by its method name, a slot or an event by its name. The
            diagnostic suggests the nearest name the component has. `id:` works on every node.
            """
    )
    public static let missingProperty = DiagnosticCode(
        "CK0803", .error,
        summary: "a component misses a property it needs",
        explanation: """
            Some properties and slots must be written: a section's `items` with its `cell`, a `GradientLabelView`'s
            `colors`, a user component's params without a default.
            """
    )
    public static let bindingStrategy = DiagnosticCode(
        "CK0804", .error,
        summary: "a property cannot take a live value (or a constant) here",
        explanation: """
            A value that reads state or derived values is live: the generated code binds it and the runtime
            re-evaluates it. Only properties with a binding variant (or an `onReceive` fallback) can be live;
            a few properties can only be bound and take no constant. Make the value constant, or set it from an
            action instead.
            """
    )
    public static let slotContent = DiagnosticCode(
        "CK0805", .error,
        summary: "a slot holds the wrong kind of content",
        explanation: """
            A slot (`children`, `content`, `navigationBar`, `cell`, `header`, …) takes one component node or a
            list of them; a single-view slot takes exactly one. A property that is not a slot takes a value,
            not components. `sections:` takes section entries (`- section: popular`), `cells:` static cells.
            """
    )
    public static let componentValueShape = DiagnosticCode(
        "CK0806", .error,
        summary: "a component is given a value or list it has no place for",
        explanation: """
            `LabelView: Hello` puts a value in the component's primary property and `VStackView: [...]` a list
            in its default slot. A component without a primary property (or default slot) takes neither:
            write its properties as a mapping.
            """
    )
    public static let rootOnlyEvent = DiagnosticCode(
        "CK0807", .error,
        summary: "a host lifecycle event is used below the root",
        explanation: """
            `onHostDidLoad`, `onHostWillAppear` and `onHostWillDisappear` fire only on the root view given to
            `toPresentable()`. Write them on the screen's root node, or use the screen's `lifecycle:` hooks.
            """
    )
    public static let componentLifecycle = DiagnosticCode(
        "CK0808", .error,
        summary: "a component file declares lifecycle hooks",
        explanation: """
            `lifecycle:` hooks run when the presented screen loads, appears or disappears: the generated
            code passes them to `onHostDidLoad`, `onHostWillAppear` and `onHostWillDisappear`, which
            ConstruktKit fires only on the root view given to `toPresentable()`. A `component:` is built
            inside other screens, so its hooks would never run in the app (and the headless runtime would
            run them anyway). Write the hooks in the screens that show the component.
            """
    )
    public static let exclusiveProperties = DiagnosticCode(
        "CK0809", .error,
        summary: "two properties that exclude each other are both written",
        explanation: """
            Some properties of a component pick one initializer, so only one of them may be written: an
            ImageView shows `image`, `systemName`, `named` or `url`; a SpacerView has a minimum `h` or `w`;
            a FixedSpacerView a `height` or a `width`. ConstruktKit 1.2.6 has no initializer taking two of
            them. Keep the one you mean.
            """
    )
    public static let propertyRequirement = DiagnosticCode(
        "CK0810", .error,
        summary: "a property is written without the property it works with",
        explanation: """
            Some properties only mean something beside another: an ImageView's `placeholder` and `animated`
            belong to loading a `url`, and ConstruktKit 1.2.6 takes them only in `ImageView(url:placeholder:animated:)`.
            Write the property they need, or remove them.
            """
    )
    public static let ignoredPlacement = DiagnosticCode(
        "CK0811", .warning,
        summary: "a placement property has no effect inside this parent",
        explanation: """
            `margins`, `position` and `safeArea` are read only by the views that embed their children:
            ContainerView (ZStackView), ScrollView, VerticalScrollView, GeometryReader and Screen. A stack
            arranges its children itself and ignores them. Use the stack's `spacing` or the child's
            `padding`, or put the child in a ContainerView.
            """
    )
    public static let propertyForm = DiagnosticCode(
        "CK0812", .error,
        summary: "a property does not take its value written in this form",
        explanation: """
            A few properties take only some spellings of their type, because ConstruktKit 1.2.6 has no
            overload for the others: a button's `image` is `{ systemName: … }` or `{ named: … }` (a remote
            image needs an ImageView), a CollectionView's `contentInset` is `{ top, left, bottom, right }`.
            The help names the spellings the property takes.
            """
    )
    public static let oneWayLookalike = DiagnosticCode(
        "CK0821", .warning,
        summary: "a value written like a two-way binding binds one way",
        explanation: """
            A TextField's `text`, a Toggle's `isOn`, a Slider's or Stepper's `value` bind both ways only to a
            state value of the screen or component written whole: `isOn: $notify`. Written `$prefs.notify`, or
            naming a derived value or a component's param, the view follows the value, but what the user
            types or taps is not written back, and the value's next change overwrites it. Bind a state value
            of its own and copy it where it belongs from an action (a `watch:` on it), or report the change
            with the view's `onChange`, which silences this warning.
            """
    )
}

extension DiagnosticCode {
    public static let misplacedLiveParam = DiagnosticCode(
        "CK0813", .error,
        summary: "`live: true` is written where nothing can follow a binding",
        explanation: """
            `live: true` makes a component's param follow its argument: the component's initializer takes
            a binding, and its body reads the param as it reads state, so a change updates the views that
            read it and the component keeps its state, its loaded images and what was typed, where a
            constant param rebuilds it with each new value. A state value is live already, and a screen's
            params come from its route, once: on those the key means nothing. A state value's default
            cannot read a live param either, as it is computed once, when the component is made: read
            the param in a derived value or in the body.
            """
    )
}

extension DiagnosticCatalog {
    static let componentCodes: [DiagnosticCode] = [
        .unknownComponent, .unknownProperty, .missingProperty, .bindingStrategy, .slotContent, .componentValueShape,
        .rootOnlyEvent,
        .componentLifecycle, .exclusiveProperties, .propertyRequirement, .ignoredPlacement, .propertyForm,
        .oneWayLookalike, .misplacedLiveParam,
    ]
}
