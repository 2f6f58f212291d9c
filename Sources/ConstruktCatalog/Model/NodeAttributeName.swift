/// What a name under an `expect`'s `has:` reads on a node of the headless tree (Docs/language.md,
/// A scenario file): a property of the node's component, by the name written on the node (its
/// runtime attribute, or how the node looks when it sets none), or else a runtime attribute.
public enum NodeAttributeName: Sendable {
    /// A property of the component (`isOn`, `alpha`, `title`, `visible`).
    case property(Property)
    /// A runtime attribute the component has no property of that name for (`text` of a button).
    case attribute(RuntimeAttribute)

    /// The runtime attributes `has:` may name directly: those a scenario compares as one value
    /// (`image` and `items` are read through their properties).
    public static let attributes: [RuntimeAttribute] = [
        .text, .hidden, .enabled, .selected, .id, .isOn, .value, .placeholder, .animating,
    ]

    /// What `name` reads on a node of `component`, or `nil` when it reads nothing there.
    public init?(_ name: String, of component: String, in catalog: ComponentCatalog) {
        if let property = catalog.property(named: name, of: component) {
            self = .property(property)
        } else if let attribute = RuntimeAttribute(rawValue: name), Self.attributes.contains(attribute) {
            self = .attribute(attribute)
        } else {
            return nil
        }
    }
}
