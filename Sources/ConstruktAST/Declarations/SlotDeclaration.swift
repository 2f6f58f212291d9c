/// One entry of a component's `slots:`: a place in its body (`- slot: leading`) for views the
/// node using it gives by the slot's name (`NavBar: { leading: [ … ] }`).
public struct SlotDeclaration: Sendable {
    /// How many views the slot takes.
    public enum Count: String, Sendable {
        /// Exactly one view, which must be given.
        case one
        /// One view or none (`optional: true`).
        case optional
        /// A list of views, which may be empty (`many: true`).
        case many
    }

    public var name: Identifier
    public var count: Count

    public init(name: Identifier, count: Count) {
        self.name = name
        self.count = count
    }

    /// Whether a node using the component must give the slot's view.
    public var isRequired: Bool { count == .one }
}
