/// A UIKit view class of the `classes` section: the `Base` of a component's ModifiableView.
public struct ViewClass: Sendable {
    public let name: String
    /// `nil` only for UIView, the root.
    public let superclass: String?
    /// Protocols this class adopts itself (inherited ones come through `superclass`).
    public let conforms: [String]
    public let doc: String?
    public let definition: CatalogDefinition
}
