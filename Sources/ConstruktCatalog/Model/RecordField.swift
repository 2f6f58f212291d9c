/// A member of a `record` type that scripts may read (`${proxy.size}`).
public struct RecordField: Sendable {
    public let name: String
    public let type: TypeExpression
    /// The member access, with `{{value}}` the record expression.
    public let swift: Template
}
