/// What a key of a component node names once resolved: a property, an event or a slot.
public enum CatalogMember: Sendable {
    case property(Property)
    case event(Event)
    case slot(Slot)

    public var name: String {
        switch self {
        case .property(let property): property.name
        case .event(let event): event.name
        case .slot(let slot): slot.name
        }
    }
}
