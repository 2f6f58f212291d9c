/// A view slot of a `component:` file (Docs/language.md, Component nodes), as its initializer's closure argument:
/// `NavBar(title: "Home", trailing: { … })`. A list slot's closure is a `@ViewResultBuilder`; a
/// one-view slot's returns one View.
public struct UserComponentSlot: Sendable {
    public let name: String
    /// Whether the slot takes a list of views (which may be empty).
    public let many: Bool
    /// Whether a node using the component must give the slot's view.
    public let required: Bool
    /// Where the slot is declared in the component file.
    public let definition: CatalogDefinition

    public init(name: String, many: Bool, required: Bool, definition: CatalogDefinition) {
        self.name = name
        self.many = many
        self.required = required
        self.definition = definition
    }
}
