/// A named place for child nodes (CATALOG-FORMAT.md §10).
public final class Slot: Sendable {
    public let name: String
    public let accepts: SlotContent
    public let many: Bool
    public let required: Bool
    public let builder: SlotBuilder?
    public let placement: SlotPlacement
    /// Defaults to `{ {{views}} }`.
    public let swift: Template
    /// Names the content may use; also the closure parameters.
    public let params: [ClosureParameter]
    public let args: [Argument]
    /// With `args`, the key under which the nodes are written.
    public let contentKey: String
    /// The Swift used for the nodes when the slot is empty.
    public let defaultContent: Template?
    public let requires: [String]
    /// Sections only: a layout link appended when the slot is filled and the layout sets none.
    public let layoutSupplementary: Template?
    /// The Bool arg that keeps the slot's nodes in the runtime tree; `nil` means always.
    public let runtimeWhen: String?
    public let doc: String?
    public let trap: String?
    public let definition: CatalogDefinition

    init(
        name: String, accepts: SlotContent, many: Bool, required: Bool, builder: SlotBuilder?,
        placement: SlotPlacement, swift: Template, params: [ClosureParameter], args: [Argument], contentKey: String,
        defaultContent: Template?, requires: [String], layoutSupplementary: Template?, runtimeWhen: String?,
        doc: String?, trap: String?, definition: CatalogDefinition
    ) {
        self.name = name
        self.accepts = accepts
        self.many = many
        self.required = required
        self.builder = builder
        self.placement = placement
        self.swift = swift
        self.params = params
        self.args = args
        self.contentKey = contentKey
        self.defaultContent = defaultContent
        self.requires = requires
        self.layoutSupplementary = layoutSupplementary
        self.runtimeWhen = runtimeWhen
        self.doc = doc
        self.trap = trap
        self.definition = definition
    }
}
