import ConstruktChecker

/// A run of sibling nodes of the live tree whose blocks a control decides (Docs/language.md, Component nodes, Lists): a
/// plain slot or a user component's body (one block), an `if` (the chosen branch), a `switch` (the
/// case's branch, one block per value), a `forEach` or a
/// list's rows (one block per item, kept by the item's identity), or a slot shown under a runtime
/// condition (shimmer: `count` placeholder blocks while `when` holds).
///
/// Inside a CollectionView the runs follow ConstruktKit 1.2.6: a section's loading placeholders
/// replace its cells and its empty state while they show (and its header and footer with
/// `hideSupplementary: true`); a section's empty state shows only while
/// it has no cells; the collection's empty state comes after the sections, which are hidden while
/// it shows.
///
/// When what the control read changed, the control is evaluated again: an `if` keeps its branch's
/// nodes when the branch is the same; a loop keeps the block of every item whose key is still
/// there, updating it only when its item's value changed; everything else is kept as it was.
struct LiveRun: Sendable {
    enum Control: Sendable {
        case always([PieceSource])
        case conditional(TypedValue, then: [CheckedNode], else: [CheckedNode])
        case forEach(CheckedLoop, body: [CheckedNode])
        /// The nodes of the case the value is, rebuilt whenever the value changes (payload
        /// included), as the generated `DynamicContainerView` over the value rebuilds them; or,
        /// for a switch that keeps its branches, built once per case and kept aside while another
        /// case shows, a new payload updating the branch shown in place.
        case switchOver(CheckedSwitch<[CheckedNode]>)
        /// The rows of a list or section: its `cell` slot for each item, selectable.
        case rows(CheckedLoop, cell: [CheckedNode], list: CheckedComponent)
        /// A slot in the tree only while `when` holds, `count` times when it has a count.
        case gated(when: TypedValue?, count: TypedValue?, nodes: [PieceSource])
        /// A section's empty state: in the tree only while the section's items are empty.
        case whenEmpty(items: TypedValue, nodes: [PieceSource])
        /// Another control, with no blocks while `condition` holds (a section's cells and empty
        /// state under its loading placeholders).
        indirect case replaced(while: TypedValue, Control)
        /// Another control whose nodes are hidden while `condition` holds (a collection's sections
        /// while its empty state shows).
        indirect case hidden(while: TypedValue, Control)
    }

    let control: Control
    /// The scoped names the control read.
    private(set) var reads: Set<String>
    private(set) var summary: Set<String>
    private(set) var blocks: [LiveBlock]
    private(set) var count: Int
    /// Whether a `hidden` control's condition held when it was last evaluated.
    private(set) var hides = false
    /// For a switch that keeps its branches: the blocks of the cases not shown, with their nodes.
    private var keptAside: [BlockTag: (block: LiveBlock, nodes: [RuntimeNode])] = [:]

    /// The most placeholder blocks a gated slot's `count` may ask for.
    static let maximumRepeat = 10_000

    /// The controls of a component's slots and entries, in the order written, except where 1.2.6
    /// shows them in its own order: a CollectionView's empty state after its sections, a section's
    /// header before and footer after its cells, and a Screen's overlay, then its navigation bar
    /// and content (the content first when it is not under the bar).
    /// Each control comes with the name of the slot it fills.
    static func controls(of component: CheckedComponent, catalog: RuntimeCatalog) throws -> [(
        slot: String, control: Control
    )] {
        var controls: [(slot: String, control: Control)] = []
        var gates: [(slot: String, control: Control)] = []
        let definition = catalog.components.component(named: component.name)
        let isSection = definition?.kind == .section
        let isList = definition?.runtime.node == "list"
        let loading = isSection ? loadingCondition(of: component, catalog: catalog) : nil
        let hidesSupplementary = isSection && hidesSupplementaryWhileLoading(component)
        for member in component.members {
            var control: Control
            switch member.kind {
            case .slot(let arguments, let nodes):
                // A `component:` node's slots are placed by its body (`SlotFill`).
                if component.isUserComponent { continue }
                let slot = catalog.components.slot(named: member.name, of: component.name)
                if let condition = slot?.runtimeWhen {
                    var sources = nodes.map(PieceSource.node)
                    if sources.isEmpty,
                        let fallback = slot?.defaultContent.map({
                            String($0.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                        })
                    {
                        sources = [.placeholder(fallback)]
                    }
                    let count =
                        slot?.args.contains { $0.name == "count" } == true
                        ? arguments.first { $0.name == "count" }?.value : nil
                    let gated = Control.gated(
                        when: arguments.first { $0.name == condition }?.value, count: count, nodes: sources)
                    if isList {
                        gates.append((member.name, gated))
                        continue
                    }
                    control = gated
                } else if let loop = component.loop, slot?.params.isEmpty == false {
                    control = .rows(loop, cell: nodes, list: component)
                } else if isSection, member.name == emptyStateSlot {
                    guard let loop = component.loop else { continue }
                    control = .whenEmpty(items: loop.items, nodes: nodes.map(PieceSource.node))
                } else {
                    var plain = Control.always(nodes.map(PieceSource.node))
                    if let loading, hidesSupplementary, supplementarySlots.contains(member.name) {
                        plain = .replaced(while: loading, plain)
                    }
                    controls.append((member.name, plain))
                    continue
                }
                if let loading, slot?.runtimeWhen == nil { control = .replaced(while: loading, control) }
            case .entries(let entries):
                control = .always(entries.map(PieceSource.entry))
                if let loading { control = .replaced(while: loading, control) }
                if isList, let shown = emptyStateCondition(of: component, catalog: catalog) {
                    control = .hidden(while: shown, control)
                }
            case .property, .event, .accessibilityIdentifier:
                continue
            }
            controls.append((member.name, control))
        }
        if let order = component.name == "Screen" ? screenSlotOrder(of: component) : isSection ? sectionSlotOrder : nil
        {
            let rank = { (slot: String) in order.firstIndex(of: slot) ?? order.firstIndex(of: "*") ?? order.count }
            controls = controls.enumerated().sorted {
                (rank($0.element.slot), $0.offset) < (rank($1.element.slot), $1.offset)
            }.map(\.element)
        }
        return controls + gates
    }

    /// The order in which 1.2.6 shows a section: its background decoration behind everything, its
    /// header, its cells (`*`: everything else), its footer.
    private static let sectionSlotOrder = ["backgroundDecoration", "header", "*", "footer"]

    /// The order in which 1.2.6's Screen shows its slots: the overlay behind, then the bar above
    /// the content, or the content and then the bar floating on it with `contentUnderNavBar: false`
    /// (written as a constant).
    private static func screenSlotOrder(of screen: CheckedComponent) -> [String] {
        let barFloats = screen.members.contains { member in
            guard member.name == "contentUnderNavBar", case .property(let value, _) = member.kind else { return false }
            return
                (try? Evaluator { name, _ in throw RuntimeFailure("'\(name)' in contentUnderNavBar") }.evaluate(value))
                == .bool(false)
        }
        return barFloats ? ["overlay", "content", "navigationBar"] : ["overlay", "navigationBar", "content"]
    }

    /// The slot of a section that 1.2.6 shows only while the section has no cells.
    private static let emptyStateSlot = "emptyState"

    /// The condition of a section's loading placeholders: its slot with a runtime condition and a
    /// count (shimmer), which replaces the section's cells while it holds.
    private static func loadingCondition(of component: CheckedComponent, catalog: RuntimeCatalog) -> TypedValue? {
        for member in component.members {
            guard case .slot(let arguments, _) = member.kind,
                let slot = catalog.components.slot(named: member.name, of: component.name),
                let condition = slot.runtimeWhen, slot.args.contains(where: { $0.name == "count" })
            else { continue }
            return arguments.first { $0.name == condition }?.value
        }
        return nil
    }

    /// A section's header and footer slots.
    private static let supplementarySlots: Set<String> = ["header", "footer"]

    /// Whether the section's loading placeholders take its header and footer away while they show
    /// (`hideSupplementary: true`, written as a constant).
    private static func hidesSupplementaryWhileLoading(_ component: CheckedComponent) -> Bool {
        component.members.contains { member in
            guard case .slot(let arguments, _) = member.kind,
                let value = arguments.first(where: { $0.name == "hideSupplementary" })?.value
            else { return false }
            return
                (try? Evaluator { name, _ in throw RuntimeFailure("'\(name)' in hideSupplementary") }.evaluate(value))
                == .bool(true)
        }
    }

    /// The condition of a CollectionView's empty state, which hides its sections while it holds.
    private static func emptyStateCondition(of component: CheckedComponent, catalog: RuntimeCatalog) -> TypedValue? {
        for member in component.members {
            guard case .slot(let arguments, _) = member.kind,
                let condition = catalog.components.slot(named: member.name, of: component.name)?.runtimeWhen
            else { continue }
            return arguments.first { $0.name == condition }?.value
        }
        return nil
    }

    /// Builds the run and its nodes.
    static func build(_ control: Control, in environment: TreeEnvironment, context: inout TreeContext) throws -> (
        LiveRun, [RuntimeNode]
    ) {
        var run = LiveRun(control: control, reads: [], summary: [], blocks: [], count: 0)
        let log = TreeContext.ReadLog()
        var nodes: [RuntimeNode] = []
        for plan in try run.plan(control, in: environment, log: log, context: &context) {
            let (block, built) = try LiveBlock.build(
                plan.sources, tag: plan.tag, variable: plan.variable, item: plan.item, index: plan.index,
                position: plan.position,
                bound: plan.bound, in: environment, context: &context)
            run.blocks.append(block)
            nodes += built
        }
        run.hides = try run.evaluateHiding(in: environment, log: log, context: &context)
        run.reads = log.names
        try run.select(&nodes, at: 0, in: environment, context: context)
        run.summarize()
        run.markHidden(&nodes, at: 0)
        return (run, nodes)
    }

    /// Brings the run's nodes, from `offset` in `nodes`, up to date after `changed` changed.
    mutating func update(
        _ nodes: inout [RuntimeNode], at offset: Int, in environment: TreeEnvironment, changed: Set<String>,
        context: inout TreeContext
    ) throws {
        guard !summary.isDisjoint(with: changed) else { return }
        if reads.isDisjoint(with: changed) {
            var start = offset
            for position in blocks.indices {
                try blocks[position].update(&nodes, at: start, in: environment, changed: changed, context: &context)
                start += blocks[position].count
            }
        } else {
            let log = TreeContext.ReadLog()
            let plans = try plan(control, in: environment, log: log, context: &context)
            hides = try evaluateHiding(in: environment, log: log, context: &context)
            reads = log.names
            try reconcile(plans, &nodes, at: offset, in: environment, changed: changed, context: &context)
        }
        summarize()
        try select(&nodes, at: offset, in: environment, context: context)
        markHidden(&nodes, at: offset)
    }

    /// Whether a `hidden` control's condition holds now, reading through `log`.
    private func evaluateHiding(in environment: TreeEnvironment, log: TreeContext.ReadLog, context: inout TreeContext)
        throws -> Bool
    {
        guard case .hidden(let condition, _) = control else { return false }
        return try Evaluator.bool(
            context.evaluator(environment, log: log).evaluate(condition), in: "an empty state's condition")
    }

    /// For a `hidden` control: marks the run's nodes, from `offset` in `nodes`, hidden while its
    /// condition holds (the nodes have no `hidden` of their own: they are sections).
    private func markHidden(_ nodes: inout [RuntimeNode], at offset: Int) {
        guard case .hidden = control else { return }
        for position in offset..<offset + count {
            nodes[position].attributes["hidden"] = hides ? .bool(true) : nil
        }
    }

    /// The `component:` instances in the run, those of the kept branches not shown included.
    var instances: [Int] {
        blocks.flatMap(\.instances) + keptAside.values.flatMap(\.block.instances)
    }

    /// The nodes of the kept branches not shown, in this run and below.
    var keptAsideNodes: [RuntimeNode] {
        blocks.flatMap(\.keptAsideNodes)
            + keptAside.values.flatMap { kept in kept.nodes + kept.block.keptAsideNodes }
    }

    /// One block the control asks for.
    private struct BlockPlan {
        var tag: BlockTag
        var sources: [PieceSource]
        var variable: String?
        var item: RuntimeValue?
        var index: String?
        var position: Int?
        /// A switch case's payload fields, bound in the block.
        var bound: [String: RuntimeValue] = [:]
    }

    /// The blocks `control` asks for now, reading through `log`.
    private func plan(
        _ control: Control, in environment: TreeEnvironment, log: TreeContext.ReadLog, context: inout TreeContext
    ) throws -> [BlockPlan] {
        let evaluator = try context.evaluator(environment, log: log)
        switch control {
        case .always(let sources):
            return [BlockPlan(tag: BlockTag(), sources: sources)]
        case .conditional(let condition, let then, let otherwise):
            let chosen = try Evaluator.bool(evaluator.evaluate(condition), in: "if")
            return [
                BlockPlan(
                    tag: BlockTag(label: chosen ? "?then" : "?else"),
                    sources: (chosen ? then : otherwise).map(PieceSource.node))
            ]
        case .forEach(let loop, let body):
            return try keyedPlans(
                loop, sources: body.map(PieceSource.node), key: nil, in: environment, log: log, context: &context)
        case .switchOver(let checked):
            let value = try evaluator.evaluate(checked.subject)
            let (body, bound, listed) = try SwitchChoice.branch(for: value, in: checked)
            let tag =
                checked.keepsBranches
                ? BlockTag(label: listed.map { "?." + $0 } ?? "?default")
                : BlockTag(key: value, occurrence: 0)
            return [BlockPlan(tag: tag, sources: body.map(PieceSource.node), bound: bound)]
        case .rows(let loop, let cell, let list):
            let key = list.members.first { $0.name == "id" }.flatMap { member -> TypedValue? in
                if case .property(let value, _) = member.kind { return value }
                return nil
            }
            log.names.formUnion(environment.locals.keys.map(environment.scoped))
            let plans = try keyedPlans(
                loop, sources: cell.map(PieceSource.node), key: key, in: environment, log: log, context: &context)
            if context.catalog.components.component(named: list.name)?.kind == .section,
                let repeated = plans.first(where: { $0.tag.occurrence > 0 })?.tag.key
            {
                throw Self.repeatedIdentifier(
                    repeated, in: try SectionName.of(list, evaluator: evaluator) ?? list.name)
            }
            guard let distance = loop.centerDistance else { return plans }
            return try measured(plans, binding: distance, in: list, evaluator: evaluator, log: log, context: context)
        case .gated(let condition, let count, let sources):
            guard let condition, try Evaluator.bool(evaluator.evaluate(condition), in: "a slot's condition") else {
                return []
            }
            var times = 1
            if let count {
                guard case .int(let written) = try evaluator.evaluate(count) else {
                    throw RuntimeFailure("a slot's count needs an Int")
                }
                guard written <= Self.maximumRepeat else {
                    throw RuntimeFailure(
                        "a slot's count of \(written) is more than the \(Self.maximumRepeat) placeholders the runtime builds"
                    )
                }
                times = max(written, 0)
            }
            return (0..<times).map { BlockPlan(tag: BlockTag(label: "*\($0)"), sources: sources) }
        case .whenEmpty(let items, let sources):
            switch try evaluator.evaluate(items) {
            case .list(let list) where !list.isEmpty: return []
            default: return [BlockPlan(tag: BlockTag(label: "?empty"), sources: sources)]
            }
        case .replaced(let condition, let inner):
            guard try !Evaluator.bool(evaluator.evaluate(condition), in: "a slot's condition") else { return [] }
            return try plan(inner, in: environment, log: log, context: &context)
        case .hidden(_, let inner):
            return try plan(inner, in: environment, log: log, context: &context)
        }
    }

    /// What UIKit does with a CollectionView section whose items repeat an id: its diffable data
    /// source stops the app ("supplied item identifiers are not unique"), so the runtime stops the
    /// scenario there too, saying how to give each item an id of its own.
    private static func repeatedIdentifier(_ key: RuntimeValue, in section: String) -> RuntimeFailure {
        return RuntimeFailure(
            "section '\(section)' shows two items whose id is \(key): UIKit's diffable "
                + "data source stops the app on an id repeated in a section; give each item an id of its own, "
                + "or key the items by position (`index: position`, `id: $position`)")
    }

    /// One block per item, tagged with the item's key: the list's `id:` evaluated for the item,
    /// else its `id` field, else the item itself; a repeated key is told apart by its occurrence.
    private func keyedPlans(
        _ loop: CheckedLoop, sources: [PieceSource], key: TypedValue?, in environment: TreeEnvironment,
        log: TreeContext.ReadLog, context: inout TreeContext
    ) throws -> [BlockPlan] {
        let items: [RuntimeValue]
        switch try context.evaluator(environment, log: log).evaluate(loop.items) {
        case .list(let list): items = list
        case .null: items = []
        case let other: throw RuntimeFailure("a list runs over \(other), which is not a list")
        }
        var seen: [RuntimeValue: Int] = [:]
        return try items.enumerated().map { position, item in
            var identity = item
            if let key {
                var itemEnvironment = environment
                itemEnvironment.locals[loop.variable] = item
                if let index = loop.index { itemEnvironment.locals[index] = .int(position) }
                identity = try context.evaluator(itemEnvironment, log: log).evaluate(key)
            } else if case .record(let fields) = item, let id = fields["id"] {
                identity = id
            }
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            return BlockPlan(
                tag: BlockTag(key: identity, occurrence: occurrence), sources: sources, variable: loop.variable,
                item: item,
                index: loop.index, position: loop.index == nil ? nil : position)
        }
    }

    /// A carousel's rows with their `centerDistance` bound: each item's distance from where the
    /// carousel stands, which a `page:` step or its page state moves.
    private func measured(
        _ plans: [BlockPlan], binding name: String, in list: CheckedComponent, evaluator: Evaluator,
        log: TreeContext.ReadLog, context: TreeContext
    ) throws -> [BlockPlan] {
        let section = try SectionName.of(list, evaluator: evaluator) ?? list.name
        log.names.insert(TreeContext.carouselPositionName(of: section))
        var page: Int?
        if case .property(let value, _)? = list.members.first(where: { $0.name == "page" })?.kind,
            case .int(let index) = try evaluator.evaluate(value)
        {
            page = index
        }
        let position = CarouselPosition.position(held: context.carouselPositions[section], page: page)
        return plans.enumerated().map { index, plan in
            var plan = plan
            plan.bound[name] = .double(CarouselPosition.distance(of: index, from: position))
            return plan
        }
    }

    /// Makes the blocks those of `plans`: a block whose tag is still asked for is kept (and updated,
    /// with its loop variables counted as changed when its item changed); the others are built, and
    /// those no longer asked for are dropped with their `component:` instances.
    private mutating func reconcile(
        _ plans: [BlockPlan], _ nodes: inout [RuntimeNode], at offset: Int, in environment: TreeEnvironment,
        changed: Set<String>, context: inout TreeContext
    ) throws {
        if case .switchOver(let checked) = control, checked.keepsBranches, let plan = plans.first {
            return try keepBranches(
                showing: plan, &nodes, at: offset, in: environment, changed: changed, context: &context)
        }
        if plans.count == blocks.count, plans.indices.allSatisfy({ plans[$0].tag == blocks[$0].tag }) {
            var start = offset
            for (position, plan) in plans.enumerated() {
                var blockChanged = changed
                if let item = plan.item {
                    blocks[position].rebind(
                        item: item, position: plan.position, changes: &blockChanged, in: environment)
                }
                blocks[position].rebind(bound: plan.bound, changes: &blockChanged, in: environment)
                try blocks[position].update(
                    &nodes, at: start, in: environment, changed: blockChanged, context: &context)
                start += blocks[position].count
            }
            return
        }
        var old: [BlockTag: (block: LiveBlock, start: Int)] = [:]
        var start = offset
        for block in blocks {
            old[block.tag] = (block, start)
            start += block.count
        }
        var kept: [LiveBlock] = []
        var replacement: [RuntimeNode] = []
        for plan in plans {
            if let entry = old.removeValue(forKey: plan.tag) {
                var block = entry.block
                var blockNodes = Array(nodes[entry.start..<entry.start + block.count])
                var blockChanged = changed
                if let item = plan.item {
                    block.rebind(item: item, position: plan.position, changes: &blockChanged, in: environment)
                }
                block.rebind(bound: plan.bound, changes: &blockChanged, in: environment)
                try block.update(&blockNodes, at: 0, in: environment, changed: blockChanged, context: &context)
                kept.append(block)
                replacement += blockNodes
            } else {
                let (block, built) = try LiveBlock.build(
                    plan.sources, tag: plan.tag, variable: plan.variable, item: plan.item, index: plan.index,
                    position: plan.position,
                    bound: plan.bound, in: environment, context: &context)
                kept.append(block)
                replacement += built
            }
        }
        context.components.remove(old.values.flatMap(\.block.instances))
        nodes.replaceSubrange(offset..<offset + count, with: replacement)
        blocks = kept
    }

    /// For a switch that keeps its branches: shows `plan`'s branch. The branch shown stays and
    /// takes its case's payload again; another is set aside with its nodes, and the one asked for
    /// comes back from aside (brought up to date with everything it reads, which may have changed
    /// while it was hidden) or is built the first time.
    private mutating func keepBranches(
        showing plan: BlockPlan, _ nodes: inout [RuntimeNode], at offset: Int, in environment: TreeEnvironment,
        changed: Set<String>, context: inout TreeContext
    ) throws {
        if var shown = blocks.first, shown.tag == plan.tag {
            var blockChanged = changed
            shown.rebind(bound: plan.bound, changes: &blockChanged, in: environment)
            try shown.update(&nodes, at: offset, in: environment, changed: blockChanged, context: &context)
            blocks = [shown]
            return
        }
        if let shown = blocks.first {
            keptAside[shown.tag] = (shown, Array(nodes[offset..<offset + count]))
        }
        var block: LiveBlock
        var replacement: [RuntimeNode]
        if let kept = keptAside.removeValue(forKey: plan.tag) {
            (block, replacement) = kept
            var blockChanged = block.summary
            block.rebind(bound: plan.bound, changes: &blockChanged, in: environment)
            try block.update(&replacement, at: 0, in: environment, changed: blockChanged, context: &context)
        } else {
            (block, replacement) = try LiveBlock.build(
                plan.sources, tag: plan.tag, bound: plan.bound, in: environment, context: &context)
        }
        nodes.replaceSubrange(offset..<offset + count, with: replacement)
        blocks = [block]
    }

    /// For a list's rows: what selecting each row runs, with its item.
    private func select(
        _ nodes: inout [RuntimeNode], at offset: Int, in environment: TreeEnvironment, context: TreeContext
    ) throws {
        var control = control
        if case .replaced(_, let inner) = control { control = inner }
        guard case .rows(let loop, _, let list) = control else { return }
        guard let definition = context.catalog.components.component(named: list.name) else {
            throw RuntimeFailure("no component '\(list.name)' in the catalog")
        }
        let event = LiveComponent.selectEvent(of: list, definition, in: environment, catalog: context.catalog)
        var start = offset
        for block in blocks {
            var rowEvent = event
            if let item = block.item {
                rowEvent?.locals.merge([loop.variable: item, "value": item]) { _, new in new }
            }
            for position in start..<start + block.count {
                nodes[position].selection = RowSelection(event: rowEvent, item: block.item)
            }
            start += block.count
        }
    }

    private mutating func summarize() {
        count = blocks.reduce(0) { $0 + $1.count }
        summary = blocks.reduce(into: reads) { $0.formUnion($1.summary) }
    }
}
