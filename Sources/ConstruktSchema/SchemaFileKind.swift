/// A kind of construkt file that has a JSON Schema.
public enum SchemaFileKind: String, CaseIterable, Sendable {
    case screen, routes, types, scenario, components, config

    /// The schema's file name, as in Schemas/json.
    public var fileName: String {
        "\(self == .config ? "construkt" : rawValue).schema.json"
    }
}
