import ArgumentParser

/// A kind of construkt file, as `construkt-gen schema KIND` names it, with its JSON Schema.
enum SchemaKind: String, CaseIterable, ExpressibleByArgument {
    case screen, routes, types, scenario, components, config

    /// The files of this kind, as a glob.
    var files: String {
        self == .config ? "construkt.yaml" : "*.\(rawValue).yaml"
    }

    /// Where the schema lives in the repository.
    var path: String {
        "Schemas/json/\(self == .config ? "construkt" : rawValue).schema.json"
    }

    /// The schema's text, byte for byte the file at `path`.
    var text: String {
        switch self {
        case .screen: JSONSchemaTexts.screen
        case .routes: JSONSchemaTexts.routes
        case .types: JSONSchemaTexts.types
        case .scenario: JSONSchemaTexts.scenario
        case .components: JSONSchemaTexts.components
        case .config: JSONSchemaTexts.construkt
        }
    }
}
