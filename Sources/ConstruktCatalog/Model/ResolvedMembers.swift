/// Everything a component can be given, after hiding (CATALOG-FORMAT.md §6): its own properties,
/// events and slots first, then the members of the groups along its class chain, a name found
/// earlier hiding the same name found later.
public struct ResolvedMembers: Sendable {
    /// Own properties in source order, then inherited ones in lookup order.
    public let properties: [Property]
    /// Own events, then inherited ones.
    public let events: [Event]
    /// Slots (only components have slots).
    public let slots: [Slot]
    /// Name or alias → member.
    private let index: [String: CatalogMember]

    init(properties: [Property], events: [Event], slots: [Slot], index: [String: CatalogMember]) {
        self.properties = properties
        self.events = events
        self.slots = slots
        self.index = index
    }

    /// The member written as `name` (a name or an alias), if the component has it.
    public func member(named name: String) -> CatalogMember? {
        index[name]
    }

    /// Every name and alias the component accepts as a node key, sorted.
    public var acceptedNames: [String] {
        index.keys.sorted()
    }

    /// Whether `name` is a name or alias of one of the members.
    public func accepts(_ name: String) -> Bool {
        index[name] != nil
    }
}
