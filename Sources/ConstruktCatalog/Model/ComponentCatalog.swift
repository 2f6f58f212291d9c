/// The merged, immutable view of every loaded catalog, ConstruktKit first: what the checker, the
/// Swift emitter and the headless runtime look names up in.
public final class ComponentCatalog: Sendable {
    /// The loaded catalogs in load order.
    public let catalogs: [CatalogInfo]
    /// All types in load and source order.
    public let types: [CatalogType]
    public let protocols: [ViewProtocol]
    public let classes: [ViewClass]
    /// All groups in load and source order (the order that breaks ties in §6).
    public let groups: [ModifierGroup]
    /// All components in load and source order, aliases resolved.
    public let components: [Component]
    public let decoyNames: [DecoyName]
    public let swiftDecoys: [SwiftDecoy]

    private let typeIndex: [String: Int]
    private let classIndex: [String: Int]
    private let groupIndex: [String: Int]
    private let componentIndex: [String: Int]
    private let decoyIndex: [String: Int]
    let resolvedMembers: [String: ResolvedMembers]

    init(
        catalogs: [CatalogInfo], types: [CatalogType], protocols: [ViewProtocol], classes: [ViewClass],
        groups: [ModifierGroup], components: [Component], decoyNames: [DecoyName], swiftDecoys: [SwiftDecoy],
        resolvedMembers: [String: ResolvedMembers]
    ) {
        self.catalogs = catalogs
        self.types = types
        self.protocols = protocols
        self.classes = classes
        self.groups = groups
        self.components = components
        self.decoyNames = decoyNames
        self.swiftDecoys = swiftDecoys
        self.resolvedMembers = resolvedMembers
        typeIndex = Self.index(types.map(\.name))
        classIndex = Self.index(classes.map(\.name))
        groupIndex = Self.index(groups.map(\.name))
        componentIndex = Self.index(components.map(\.name))
        decoyIndex = Self.index(decoyNames.map(\.name))
    }

    /// A catalog with nothing in it.
    public static let empty = ComponentCatalog(
        catalogs: [], types: [], protocols: [], classes: [], groups: [], components: [],
        decoyNames: [], swiftDecoys: [], resolvedMembers: [:]
    )

    public func component(named name: String) -> Component? {
        componentIndex[name].map { components[$0] }
    }

    public func type(named name: String) -> CatalogType? {
        typeIndex[name].map { types[$0] }
    }

    public func viewClass(named name: String) -> ViewClass? {
        classIndex[name].map { classes[$0] }
    }

    public func group(named name: String) -> ModifierGroup? {
        groupIndex[name].map { groups[$0] }
    }

    public func decoy(named name: String) -> DecoyName? {
        decoyIndex[name].map { decoyNames[$0] }
    }

    /// The component's class and its superclasses up to UIView; empty for sections, cells and
    /// supplementaries.
    public func classChain(of component: Component) -> [ViewClass] {
        var chain: [ViewClass] = []
        var next = component.viewClass
        while let name = next, let viewClass = viewClass(named: name), !chain.contains(where: { $0.name == name }) {
            chain.append(viewClass)
            next = viewClass.superclass
        }
        return chain
    }

    /// Whether the component's class is `className` or a subclass of it.
    public func component(_ component: Component, inheritsFrom className: String) -> Bool {
        classChain(of: component).contains { $0.name == className }
    }

    /// The component's own and inherited members after hiding.
    public func members(of componentName: String) -> ResolvedMembers? {
        resolvedMembers[componentName]
    }

    /// Own properties, then those of its groups along the class chain, hidden ones left out.
    public func properties(of componentName: String) -> [Property] {
        members(of: componentName)?.properties ?? []
    }

    /// Own events, then inherited ones.
    public func events(of componentName: String) -> [Event] {
        members(of: componentName)?.events ?? []
    }

    public func slots(of componentName: String) -> [Slot] {
        members(of: componentName)?.slots ?? []
    }

    /// Whether the component scrolls: its entry reads a scroll offset (`scrollOffset`), as
    /// ScrollView, VerticalScrollView and CollectionView do; what a `scroll` step drags and
    /// `scrollToTop:` names.
    public func scrolls(_ componentName: String) -> Bool {
        property(named: "scrollOffset", of: componentName) != nil
    }

    /// The property written as `name` (or one of its aliases) on the component.
    public func property(named name: String, of componentName: String) -> Property? {
        if case .property(let property) = members(of: componentName)?.member(named: name) { return property }
        return nil
    }

    /// The event written as `name` (or one of its aliases) on the component.
    public func event(named name: String, of componentName: String) -> Event? {
        if case .event(let event) = members(of: componentName)?.member(named: name) { return event }
        return nil
    }

    public func slot(named name: String, of componentName: String) -> Slot? {
        if case .slot(let slot) = members(of: componentName)?.member(named: name) { return slot }
        return nil
    }

    /// Enum and option types by name, with their language spellings in source order: the checker's
    /// type environment for closed sets.
    public var enumerations: [String: [String]] {
        var result: [String: [String]] = [:]
        for type in types {
            switch type.kind {
            case .enumeration(let members), .options(let members): result[type.name] = members.map(\.name)
            default: break
            }
        }
        return result
    }

    /// The modules a file using these components must import, in first-use order.
    public func modules(for componentNames: [String]) -> [String] {
        var modules: [String] = []
        for name in componentNames {
            if let module = component(named: name)?.module, !modules.contains(module) { modules.append(module) }
        }
        return modules
    }

    private static func index(_ names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
        return index
    }
}
