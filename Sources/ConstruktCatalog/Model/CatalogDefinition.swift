import ConstruktDiagnostics

/// Where an entry was defined: its catalog and the range of its name, for "defined here" labels.
public struct CatalogDefinition: Hashable, Sendable {
    /// The `catalog:` name of the defining file.
    public let catalog: String
    /// The range of the entry's key in that file.
    public let location: SourceLocation

    public init(catalog: String, location: SourceLocation) {
        self.catalog = catalog
        self.location = location
    }
}
