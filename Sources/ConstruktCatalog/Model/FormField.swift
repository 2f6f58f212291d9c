/// One field of a mapping form (`fields:` of CATALOG-FORMAT.md §4).
public struct FormField: Sendable {
    public let name: String
    public let type: TypeExpression
    public let required: Bool
    /// The value when absent, spelled as in a screen; checked by whoever reads it against `type`.
    public let defaultValue: WrittenValue?
    public let pattern: String?
    public let normalize: TextNormalization?
    /// For chain forms: the link this field renders, with `{{value}}` the field's rendering.
    public let swift: Template?
    /// For chain forms: how a live value of this field is applied, a statement over `{{view}}` and
    /// `{{value}}` as a property's `onReceive` (CATALOG-FORMAT.md §9); absent, the field is never live.
    public let onReceive: Template?
    public let doc: String?
}
