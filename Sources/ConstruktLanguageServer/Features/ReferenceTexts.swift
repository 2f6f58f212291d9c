import ConstruktCatalog

/// The reference texts `construkt-gen explain` prints, which hover shows: a component's (with the
/// Swift it becomes), a property's, slot's or event's, and a value type's. The command line tool
/// provides them, so that hover and `explain` say the same.
public struct ReferenceTexts: Sendable {
    public var component: @Sendable (ComponentCatalog, Component) -> String
    public var member: @Sendable (ComponentCatalog, Component, String) -> String?
    public var type: @Sendable (ComponentCatalog, String) -> String?

    public init(
        component: @escaping @Sendable (ComponentCatalog, Component) -> String,
        member: @escaping @Sendable (ComponentCatalog, Component, String) -> String?,
        type: @escaping @Sendable (ComponentCatalog, String) -> String?
    ) {
        self.component = component
        self.member = member
        self.type = type
    }

    /// Only the catalog's own documentation: for tests and tools without the command line's texts.
    public static let catalogDocs = ReferenceTexts(
        component: { _, component in [component.name, component.doc].compactMap { $0 }.joined(separator: "\n\n") },
        member: { catalog, component, name in
            catalog.property(named: name, of: component.name).map { "\(component.name).\($0.name)" }
        },
        type: { catalog, name in catalog.type(named: name).map(\.name) }
    )
}
