import ConstruktChecker

/// The live form of a running screen's tree: for every node, what it read, so that after a change
/// only the nodes that read a changed name are evaluated again (see `LiveComponent`, `LiveRun`);
/// and the `component:` instances its nodes run. The nodes themselves are the session's
/// `RuntimeNode` tree, which an update changes in place.
struct LiveTree: Sendable {
    private var root: LiveComponent
    private(set) var components: ComponentInstances
    /// Each component's node with its catalog defaults, computed once.
    private var defaults: [String: RuntimeNode]

    /// The tree and its nodes, built whole from the screen's body. `keeping` holds the
    /// `component:` instances of the tree this one replaces, which keep their state at the same
    /// place; `typedTexts` what was typed into fields without a text of their own, and
    /// `draggedOffsets` where scroll views without a `scrollOffset` of their own were dragged, and
    /// `carouselPositions` where `page:` steps left carousels. The report counts every node built.
    static func build(
        _ screen: ScreenInstance, catalog: RuntimeCatalog, keeping old: LiveTree? = nil,
        typedTexts: [String: String] = [:], draggedOffsets: [String: Double] = [:],
        carouselPositions: [String: Double] = [:]
    )
        throws -> (tree: LiveTree, root: RuntimeNode, report: TreeUpdateReport)
    {
        guard let body = screen.screen.body else { throw RuntimeFailure("\(screen.screen.name) has no body") }
        guard case .component(let component) = body.kind else {
            throw RuntimeFailure("\(screen.screen.name)'s body is not one component node")
        }
        var context = TreeContext(
            catalog: catalog, screen: screen,
            components: old.map { ComponentInstances(rebuilding: $0.components) } ?? ComponentInstances(),
            defaults: old?.defaults ?? [:])
        context.report.wasRebuilt = true
        context.typedTexts = typedTexts
        context.draggedOffsets = draggedOffsets
        context.carouselPositions = carouselPositions
        let (live, node) = try LiveComponent.build(component, in: .screen, context: &context)
        return (LiveTree(root: live, components: context.components, defaults: context.defaults), node, context.report)
    }

    /// Brings `node`, the root built with this tree, up to date after the scoped names in
    /// `changed` changed.
    mutating func update(
        _ node: inout RuntimeNode, screen: ScreenInstance, changed: Set<String>, catalog: RuntimeCatalog,
        typedTexts: [String: String] = [:], draggedOffsets: [String: Double] = [:],
        carouselPositions: [String: Double] = [:]
    ) throws -> TreeUpdateReport {
        var context = TreeContext(catalog: catalog, screen: screen, components: components, defaults: defaults)
        context.typedTexts = typedTexts
        context.draggedOffsets = draggedOffsets
        context.carouselPositions = carouselPositions
        components = ComponentInstances()
        defer { components = context.components }
        context.report.changedNames = changed
        try root.update(&node, in: .screen, changed: changed, context: &context)
        defaults = context.defaults
        return context.report
    }

    /// The nodes kept `switch` branches hold aside while another case shows.
    var keptAsideNodes: [RuntimeNode] {
        root.keptAsideNodes
    }

    /// Replaces a `component:` instance after it ran a transaction.
    mutating func replace(component id: Int, with instance: ScreenInstance) {
        components[id] = instance
    }

    /// Moves the clocks of the `component:` instances to `time`.
    mutating func advanceClocks(to time: Double) {
        for id in components.instances.keys { components[id]?.advanceClock(to: time) }
    }
}
