import ConstruktChecker

/// The running instances of `component:` files in a screen's tree (Docs/language.md, A screen file): each node of a
/// component with its own state, derived values, signals or actions gets its own instance, which
/// lives as long as its node stays in the tree. Instances are known by an id (which scopes the
/// names they read) and by their address in the tree.
struct ComponentInstances: Sendable {
    private(set) var instances: [Int: ScreenInstance] = [:]
    private var addresses: [String: Int] = [:]
    private var next = 1
    /// During a full rebuild: the instances the tree had, by address, for the new tree to keep.
    private var reusable: [String: Int] = [:]
    private var previous: [Int: ScreenInstance] = [:]

    init() {}

    /// Ready for a full rebuild that keeps, at each address, the instance `old` had there.
    init(rebuilding old: ComponentInstances) {
        next = old.next
        reusable = old.addresses
        previous = old.instances
    }

    subscript(id: Int) -> ScreenInstance? {
        get { instances[id] }
        set { instances[id] = newValue }
    }

    /// The instance for a component node at `address`: during a rebuild the one that was there
    /// (bound to `arguments`), otherwise a new one. Nothing runs when one is made: a component has
    /// no lifecycle hooks (CK0808), as ConstruktKit fires them only for the presented screen.
    mutating func instance(
        of screen: CheckedScreen, arguments: [String: RuntimeValue], at address: String,
        navigation: NavigationContext?, clockStart: Double
    ) throws -> Int {
        if let id = reusable[address], var kept = previous[id], kept.screen.name == screen.name {
            previous[id] = nil
            try kept.rebind(arguments)
            instances[id] = kept
            addresses[address] = id
            return id
        }
        var created = try ScreenInstance(screen: screen, params: arguments, clockStart: clockStart)
        created.navigation = navigation
        let id = next
        next += 1
        instances[id] = created
        addresses[address] = id
        return id
    }

    /// Forgets the instances whose nodes left the tree.
    mutating func remove(_ ids: [Int]) {
        for id in ids { instances[id] = nil }
        let removed = Set(ids)
        addresses = addresses.filter { !removed.contains($0.value) }
    }
}
