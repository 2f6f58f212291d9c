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
}

extension DiagnosticCatalog {
    static let componentCodes: [DiagnosticCode] = [
        .unknownComponent, .unknownProperty, .missingProperty, .bindingStrategy, .slotContent, .componentValueShape, .rootOnlyEvent,
        .componentLifecycle,
    ]
}
