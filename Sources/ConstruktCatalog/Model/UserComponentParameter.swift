/// One `params:` entry of a user `component:` file (Docs/language.md, A screen file), which becomes an initializer
/// property of that component (CATALOG-FORMAT.md §7).
public struct UserComponentParameter: Sendable {
    public let name: String
    public let type: TypeExpression
    /// The value when not written; a parameter without one must be written.
    public let defaultValue: WrittenValue?
    /// Where the parameter is declared in the component file.
    public let definition: CatalogDefinition
    /// Written `live: true`: the initializer takes a binding (`AnyViewBinding`), a constant as `.just`.
    public let isLive: Bool

    public init(
        name: String, type: TypeExpression, defaultValue: WrittenValue?, definition: CatalogDefinition,
        isLive: Bool = false
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.definition = definition
        self.isLive = isLive
    }
}
