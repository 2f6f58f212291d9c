/// A `{{…}}` hole of a Swift template (CATALOG-FORMAT.md §12), already checked against the place
/// the template is used.
public enum TemplateHole: Hashable, Sendable, CustomStringConvertible {
    /// `{{value}}`: the value in Swift (in `onReceive`, the received value).
    case value
    /// `{{value.f}}`: field `f` of a mapping-form value.
    case valueField(String)
    /// `{{f}}` in a mapping form's own `swift`: the rendered field.
    case field(String)
    /// `{{binding}}`: the binding expression of `oneWay`/`twoWay`.
    case binding
    /// `{{view}}`: the Base view in `onReceive`.
    case view
    /// `{{views}}`: a slot's rendered nodes.
    case views
    /// `{{params}}`: closure parameters, written `(a: A, b: B)`.
    case params
    /// `{{body}}`: an event's statements.
    case body
    /// `{{args}}`: the comma-joined initializer arguments of `construct`.
    case arguments
    /// `{{args.name}}`: a slot or event argument's rendering.
    case argument(String)
    /// `{{props.name}}`: a sibling property's rendering.
    case property(String)
    /// `{{slots.name}}`: an inline slot's rendering.
    case slot(String)
    /// `{{swift}}`: the component's Swift name.
    case swiftName
    /// `{{class}}`: the component's Base class.
    case viewClass
    /// `{{Item}}`: the inferred Swift type of a type parameter.
    case typeParameter(String)
    /// `{{sectionId}}`: the section's case of the screen's section enum.
    case sectionId

    /// The hole as written, without braces.
    public var description: String {
        switch self {
        case .value: "value"
        case .valueField(let field): "value.\(field)"
        case .field(let field): field
        case .binding: "binding"
        case .view: "view"
        case .views: "views"
        case .params: "params"
        case .body: "body"
        case .arguments: "args"
        case .argument(let name): "args.\(name)"
        case .property(let name): "props.\(name)"
        case .slot(let name): "slots.\(name)"
        case .swiftName: "swift"
        case .viewClass: "class"
        case .typeParameter(let name): name
        case .sectionId: "sectionId"
        }
    }
}
