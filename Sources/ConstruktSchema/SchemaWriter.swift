import ConstruktAST
import ConstruktCatalog
import ConstruktReports

/// Writes the JSON Schema (draft 2020-12) of each construkt file kind from the language's key table
/// and the loaded component catalogs, the same model `construkt-gen lint` checks files against.
/// Each schema is self-contained: it carries the definitions it reaches. The text is the same for
/// the same catalogs, keys sorted.
public struct SchemaWriter: Sendable {
    public let catalog: ComponentCatalog

    /// A writer for ConstruktKit's catalog and, after it, whatever project catalogs `catalog` holds.
    public init(catalog: ComponentCatalog = CatalogLoader.construktKit.catalog) {
        self.catalog = catalog
    }

    public func text(of kind: SchemaFileKind) -> String {
        schema(of: kind).prettyPrinted(sortingKeys: true)
    }

    public func schema(of kind: SchemaFileKind) -> JSONValue {
        var root: JSONValue
        switch kind {
        case .screen: root = KeyedMappingSchema.object(.screenFile)
        case .routes: root = KeyedMappingSchema.object(.routesFile)
        case .types: root = KeyedMappingSchema.object(.typesFile)
        case .scenario: root = KeyedMappingSchema.object(.scenarioFile)
        case .config: root = KeyedMappingSchema.object(.configFile)
        case .components: root = CatalogFormatSchema.root
        }
        let available = kind == .components ? CatalogFormatSchema.definitions : languageDefinitions()
        root = root.merging([
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string("https://construkt-gen.invalid/schemas/v1/\(kind.fileName)"),
        ])
        let reached = Self.reachedDefinitions(from: root, among: available)
        if !reached.isEmpty {
            root = root.merging(["$defs": .object(reached)])
        }
        return root
    }

    private func languageDefinitions() -> [String: JSONValue] {
        let catalogNodes = CatalogNodeDefinitions(catalog: catalog).definitions()
        return LanguageDefinitions.all(componentNames: catalogNodes.componentNames).merging(catalogNodes.definitions) {
            language, _ in language
        }
    }

    /// The definitions `schema` refers to, directly or through other definitions.
    static func reachedDefinitions(from schema: JSONValue, among available: [String: JSONValue]) -> [String: JSONValue]
    {
        var reached: [String: JSONValue] = [:]
        var pending = references(in: schema)
        while let name = pending.popLast() {
            guard reached[name] == nil, let definition = available[name] else { continue }
            reached[name] = definition
            pending += references(in: definition)
        }
        return reached
    }

    private static func references(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            var found = members.map(\.value).flatMap(references)
            if case .string(let target)? = value["$ref"], target.hasPrefix("#/$defs/") {
                found.append(String(target.dropFirst("#/$defs/".count)))
            }
            return found
        case .array(let items): return items.flatMap(references)
        default: return []
        }
    }
}
