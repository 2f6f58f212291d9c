/// The runtime attribute a property sets: `hidden`, or `!hidden` for the negation (`visible`).
public struct PropertyRuntime: Hashable, Sendable {
    public let attribute: RuntimeAttribute
    public let negated: Bool

    public init(attribute: RuntimeAttribute, negated: Bool) {
        self.attribute = attribute
        self.negated = negated
    }
}
