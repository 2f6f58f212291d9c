import ConstruktDiagnostics
import ConstruktYAML

/// Loads component catalogs (Schemas/CATALOG-FORMAT.md) into one `ComponentCatalog`: ConstruktKit
/// first, then the project's catalogs in the order of `catalogs:`.
public enum CatalogLoader {
    /// The ConstruktKit catalog compiled into the tool, shown as `Schemas/ConstruktKit.components.yaml`.
    public static var construktKitFile: SourceFile {
        SourceFile(path: ConstruktKitCatalogText.path, text: ConstruktKitCatalogText.text)
    }

    /// The ConstruktKit catalog alone, loaded once per process.
    public static let construktKit: CatalogLoadResult = loadWithConstruktKit([])

    /// The compiled-in ConstruktKit catalog through the YAML layer, read once per process and
    /// shared by every load that puts project catalogs on top of it.
    private static let construktKitYAML: YAMLLoadResult = YAMLLoader.load(construktKitFile)

    /// Loads exactly these documents, in order; the first is usually ConstruktKit.
    /// `modelTypes` are the project's model type names, which catalog types may mention.
    public static func load(_ documents: [YAMLDocument], modelTypes: Set<String> = []) -> CatalogLoadResult {
        guard let first = documents.first else { return CatalogLoadResult(catalog: .empty, diagnostics: []) }
        let state = LoadingState(sink: DiagnosticSink(file: first.file))
        let parser = CatalogParser(state: state)
        for (index, document) in documents.enumerated() {
            state.catalogIndex = index
            parser.parse(document)
        }
        let catalog = CatalogLinker(state: state, modelTypes: modelTypes).link()
        return CatalogLoadResult(catalog: catalog, diagnostics: state.sink.diagnostics.sortedForReport())
    }

    /// Parses each file with the YAML layer's rules, then loads those that parsed on top of
    /// ConstruktKit. A file the YAML layer rejects contributes its diagnostics and nothing else.
    public static func loadWithConstruktKit(files: [SourceFile], modelTypes: Set<String> = []) -> CatalogLoadResult {
        var yamlDiagnostics: [Diagnostic] = []
        var documents: [YAMLDocument] = []
        for file in files {
            let loaded = YAMLLoader.load(file)
            yamlDiagnostics += loaded.diagnostics
            if let document = loaded.document { documents.append(document) }
        }
        let result = loadWithConstruktKit(documents, modelTypes: modelTypes)
        return CatalogLoadResult(
            catalog: result.catalog, diagnostics: (yamlDiagnostics + result.diagnostics).sortedForReport())
    }

    /// Loads the compiled-in ConstruktKit catalog, then `userCatalogs` on top of it.
    public static func loadWithConstruktKit(_ userCatalogs: [YAMLDocument], modelTypes: Set<String> = [])
        -> CatalogLoadResult
    {
        let loaded = construktKitYAML
        guard let construktKit = loaded.document else {
            return CatalogLoadResult(catalog: .empty, diagnostics: loaded.diagnostics)
        }
        return load([construktKit] + userCatalogs, modelTypes: modelTypes)
    }
}
