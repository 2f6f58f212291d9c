/// Finds which group members a component has (CATALOG-FORMAT.md §6): own members first, then at
/// each class of the chain the groups applying to that class, then those applying to a protocol it
/// adopts, in catalog order; a name found earlier hides the same name found later.
struct MemberResolver {
    let classes: [String: ViewClass]
    let groups: [ModifierGroup]

    /// The class and its superclasses up to the root; stops at an unknown class or a loop.
    func chain(from className: String?) -> [ViewClass] {
        var chain: [ViewClass] = []
        var next = className
        while let name = next, let viewClass = classes[name], !chain.contains(where: { $0.name == name }) {
            chain.append(viewClass)
            next = viewClass.superclass
        }
        return chain
    }

    /// The groups of one inheritance step, in lookup order.
    func groups(at viewClass: ViewClass) -> [ModifierGroup] {
        groups.filter { $0.appliesTo == .viewClass(viewClass.name) }
            + groups.filter { group in
                if case .viewProtocol(let name) = group.appliesTo { return viewClass.conforms.contains(name) }
                return false
            }
    }

    func resolve(_ component: Component) -> ResolvedMembers {
        var properties: [Property] = []
        var events: [Event] = []
        var index: [String: CatalogMember] = [:]
        func claim(_ names: [String], _ member: CatalogMember) -> Bool {
            guard index[names[0]] == nil else { return false }
            for name in names where index[name] == nil { index[name] = member }
            return true
        }
        for property in component.properties where claim([property.name] + property.aliases, .property(property)) {
            properties.append(property)
        }
        for slot in component.slots { _ = claim([slot.name], .slot(slot)) }
        for event in component.events where claim([event.name] + event.aliases, .event(event)) {
            events.append(event)
        }
        if component.kind.hasClass {
            for viewClass in chain(from: component.viewClass) {
                for group in groups(at: viewClass) {
                    for property in group.properties
                    where claim([property.name] + property.aliases, .property(property)) {
                        properties.append(property)
                    }
                    for event in group.events where claim([event.name] + event.aliases, .event(event)) {
                        events.append(event)
                    }
                }
            }
        }
        return ResolvedMembers(properties: properties, events: events, slots: component.slots, index: index)
    }
}
