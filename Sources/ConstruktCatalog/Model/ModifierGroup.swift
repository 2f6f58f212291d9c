/// A set of generic modifiers and events: Swift methods of an
/// `extension ModifiableView where Base: X` (CATALOG-FORMAT.md §6).
public struct ModifierGroup: Sendable {
    /// What `appliesTo` names.
    public enum Target: Hashable, Sendable {
        case viewClass(String)
        case viewProtocol(String)
    }

    public let name: String
    public let appliesTo: Target
    public let doc: String?
    public let properties: [Property]
    public let events: [Event]
    public let definition: CatalogDefinition
}
