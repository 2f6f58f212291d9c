/// One spelling of a value type (CATALOG-FORMAT.md §4 "Value forms"), tried in source order.
public struct ValueForm: Sendable {
    /// What a written value must look like to match the form.
    public enum Shape: Sendable {
        /// A scalar read as `scalar`, optionally restricted by `pattern` or `members`.
        case scalar(type: TypeExpression, pattern: String?, members: [EnumMember]?, normalize: TextNormalization?)
        /// A mapping of `fields`; `oneOf` names fields of which exactly one is present; `chain` renders
        /// the concatenation of the present fields' `swift`.
        case mapping(fields: [FormField], oneOf: [String], chain: Bool)
    }

    public let name: String
    public let shape: Shape
    /// The whole value in Swift; `nil` when only a destructuring property template can use the form.
    public let swift: Template?
    public let trap: String?
    public let doc: String?

    /// The mapping form's fields (empty for a scalar form).
    public var fields: [FormField] {
        if case .mapping(let fields, _, _) = shape { return fields }
        return []
    }

    public var isScalar: Bool {
        if case .scalar = shape { return true }
        return false
    }
}
