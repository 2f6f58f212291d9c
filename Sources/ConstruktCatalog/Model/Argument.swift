/// An extra input written beside a slot's nodes or an event's statements (`args:`).
public struct Argument: Sendable {
    public let name: String
    public let type: TypeExpression
    public let required: Bool
    public let defaultValue: WrittenValue?
    /// The Swift parameter is a ViewBinding: a constant is passed as `AnyViewBinding<T>.just(…)`.
    public let binding: Bool
    public let doc: String?
}
