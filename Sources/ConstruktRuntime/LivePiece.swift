/// One piece of a block of the live tree, built from one `PieceSource`: a component node, a run of
/// nodes an `if`, `switch` or `forEach` decides, or a slot's default placeholder node, which never changes.
enum LivePiece: Sendable {
    case component(LiveComponent)
    case run(LiveRun)
    /// A `- slot: name` of a component's body: the views its node gave that slot.
    case slot(String, LiveRun)
    case placeholder

    /// Builds the piece and its nodes.
    static func build(_ source: PieceSource, in environment: TreeEnvironment, context: inout TreeContext) throws -> (
        LivePiece, [RuntimeNode]
    ) {
        switch source {
        case .node(let node):
            switch node.kind {
            case .component(let component):
                let (live, built) = try LiveComponent.build(component, in: environment, context: &context)
                return (.component(live), [built])
            case .conditional(let condition, let then, let otherwise):
                let (run, nodes) = try LiveRun.build(
                    .conditional(condition, then: then, else: otherwise), in: environment, context: &context)
                return (.run(run), nodes)
            case .forEach(let loop, let body):
                let (run, nodes) = try LiveRun.build(.forEach(loop, body: body), in: environment, context: &context)
                return (.run(run), nodes)
            case .switchOver(let checked):
                let (run, nodes) = try LiveRun.build(.switchOver(checked), in: environment, context: &context)
                return (.run(run), nodes)
            case .slot(let slot):
                let fill = environment.slotFills[slot.name.text]
                let place = fill.map(environment.placing) ?? environment
                let (run, nodes) = try LiveRun.build(
                    .always((fill?.nodes ?? []).map(PieceSource.node)), in: place, context: &context)
                return (.slot(slot.name.text, run), nodes)
            }
        case .entry(let component):
            let (live, built) = try LiveComponent.build(component, in: environment, context: &context)
            return (.component(live), [built])
        case .placeholder(let name):
            guard let definition = context.catalog.components.component(named: name) else {
                throw RuntimeFailure("a slot's default placeholder names no component '\(name)' of the catalog")
            }
            context.report.nodesBuilt += 1
            return (.placeholder, [try context.node(of: name, kind: definition.runtime.node ?? "view")])
        }
    }

    /// How many nodes the piece holds now.
    var count: Int {
        switch self {
        case .component, .placeholder: return 1
        case .run(let run), .slot(_, let run): return run.count
        }
    }

    /// Every scoped name the piece read.
    var summary: Set<String> {
        switch self {
        case .component(let live): return live.summary
        case .run(let run), .slot(_, let run): return run.summary
        case .placeholder: return []
        }
    }

    /// The `component:` instances in the piece.
    var instances: [Int] {
        switch self {
        case .component(let live): return live.instances
        case .run(let run), .slot(_, let run): return run.instances
        case .placeholder: return []
        }
    }

    /// The nodes in the piece that kept `switch` branches hold aside.
    var keptAsideNodes: [RuntimeNode] {
        switch self {
        case .component(let live): return live.keptAsideNodes
        case .run(let run), .slot(_, let run): return run.keptAsideNodes
        case .placeholder: return []
        }
    }

    /// Brings the piece's nodes, from `offset` in `nodes`, up to date after `changed` changed.
    /// While its payload is updated the piece is a placeholder, so the payload's storage is not
    /// shared and is changed in place rather than copied.
    mutating func update(
        _ nodes: inout [RuntimeNode], at offset: Int, in environment: TreeEnvironment, changed: Set<String>,
        context: inout TreeContext
    ) throws {
        switch self {
        case .component(var live):
            guard !live.summary.isDisjoint(with: changed) else { return }
            self = .placeholder
            defer { self = .component(live) }
            try live.update(&nodes[offset], in: environment, changed: changed, context: &context)
        case .run(var run):
            guard !run.summary.isDisjoint(with: changed) else { return }
            self = .placeholder
            defer { self = .run(run) }
            try run.update(&nodes, at: offset, in: environment, changed: changed, context: &context)
        case .slot(let name, var run):
            guard !run.summary.isDisjoint(with: changed) else { return }
            self = .placeholder
            defer { self = .slot(name, run) }
            let place = environment.slotFills[name].map(environment.placing) ?? environment
            try run.update(&nodes, at: offset, in: place, changed: changed, context: &context)
        case .placeholder:
            return
        }
    }
}
