/// A Swift protocol whose conformance adds a modifier group (`ViewBuilderPaddable`).
public struct ViewProtocol: Sendable {
    public let name: String
    public let doc: String?
    public let definition: CatalogDefinition
}
