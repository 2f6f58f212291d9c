extension DiagnosticCode {
    public static let unknownSlotPlacement = DiagnosticCode(
        "CK0816", .error,
        summary: "a 'slot:' node names no slot of its component",
        explanation: """
            `- slot: leading` places, in a `component:` file's body, the views a node using the component
            gives under that slot's name. The name must be one the file declares under `slots:`, and a
            screen has no slots: its nodes are written where they go.
            """
    )
    public static let slotPlacementCount = DiagnosticCode(
        "CK0817", .error,
        summary: "a component's slot is not placed exactly once in its body",
        explanation: """
            The views given for a slot are built once, by the screen that uses the component, and a view
            has one place in UIKit. So each slot of `slots:` is placed by exactly one `- slot: name` node
            in the body, in a list of children (a stack's, a ContainerView's, a bar's), and not inside a
            `forEach` or a list's cell, which repeat what they hold.
            """
    )
    public static let slotContentCount = DiagnosticCode(
        "CK0818", .error,
        summary: "a component's slot is given the wrong number of views",
        explanation: """
            A slot declared `{ many: true }` takes a list of views, which may be empty; `{ optional: true }`
            one view or none; a slot declared with neither takes exactly one view, which must be given. A
            slot's views are component nodes (a one-view slot takes one component node, not an `if` or a
            `forEach`), written under the slot's name: `NavBar: { title: Home, trailing: [ { ImageView: … } ] }`.
            """
    )
    public static let slotDeclaration = DiagnosticCode(
        "CK0819", .error,
        summary: "a slot declaration is not valid",
        explanation: """
            `slots:` belongs to a `component:` file: `leading: { many: true }` (a list of views, may be
            empty), `titleView: { optional: true }` (one view or none), or `content:` (exactly one view).
            A slot takes one of `many` and `optional`, and its name is not also a param's.
            """
    )
}

extension DiagnosticCatalog {
    static let componentSlotCodes: [DiagnosticCode] = [
        .unknownSlotPlacement, .slotPlacementCount, .slotContentCount, .slotDeclaration, .placeholderColorOrder,
        .componentContainsItself,
    ]
}

extension DiagnosticCode {
    public static let placeholderColorOrder = DiagnosticCode(
        "CK0430", .error,
        summary: "a text field's placeholder colour would be dropped",
        explanation: """
            `placeholderColor` colours the placeholder's text (UIKit's `attributedPlaceholder`), and UIKit's
            `placeholder` setter replaces that coloured text with a plain one. So `placeholderColor` is
            written after `placeholder` (modifiers apply in the order written), and beside a constant
            `placeholder`: one that follows state would drop the colour at each change.
            """
    )

    public static let componentContainsItself = DiagnosticCode(
        "CK0820", .error,
        summary: "a component contains itself on every path",
        explanation: """
            A `component:` whose body shows itself, directly or through other components, outside any `if`,
            `switch`, `forEach` or list builds itself without end: the generated Swift recurses until the
            app runs out of stack, and the runtime stops 32 components deep. A component may contain
            itself where something can stop it: under an `if` or a `switch`, in a `forEach` or a list's
            cell, or in a slot of another component.
            """
    )
}
