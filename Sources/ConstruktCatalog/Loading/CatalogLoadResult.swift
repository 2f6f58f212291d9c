import ConstruktDiagnostics

/// What loading catalogs produced: the merged catalog (as complete as the errors allowed) and the
/// diagnostics in reading order.
public struct CatalogLoadResult: Sendable {
    public let catalog: ComponentCatalog
    public let diagnostics: [Diagnostic]
}
