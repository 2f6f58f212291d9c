import ConstruktCatalog
import ConstruktChecker

/// A component node of the live tree. It keeps what its own attributes, events and arguments read,
/// and the runs that make its children (its slots, section entries, and a user component's body), so
/// a change re-evaluates the node only when it read a changed name, and goes down only into the
/// runs that did.
struct LiveComponent: Sendable {
    let component: CheckedComponent
    /// The scoped names its own attributes, events and arguments read.
    private(set) var reads: Set<String>
    /// `reads` and every name read below it.
    private(set) var summary: Set<String>
    private(set) var runs: [LiveRun]
    /// The slot each run fills (`content`, `header`, …); `nil` for a user component's body.
    private var slots: [String?]
    /// For a user component: its instance, whose state its body reads.
    private(set) var instance: Int?

    /// How deep `component:` bodies may nest: a component that contains itself without end fails
    /// here instead of exhausting the stack.
    static let maximumNesting = 32

    /// The node's own part: everything but its children.
    private struct OwnPart {
        var node: RuntimeNode
        var reads: Set<String>
        /// For a user component: the values written for its params.
        var arguments: [String: RuntimeValue]
    }

    /// Builds the node and everything below it.
    static func build(_ component: CheckedComponent, in environment: TreeEnvironment, context: inout TreeContext) throws
        -> (LiveComponent, RuntimeNode)
    {
        let own = try ownPart(of: component, in: environment, context: &context)
        var node = own.node
        context.report.nodesBuilt += 1
        if !context.report.wasRebuilt, node.style["scrollOffset"] != nil,
            keepsDraggedOffset(component, catalog: context.catalog)
        {
            // A scroll view an update builds (a branch or an item that came back) is a new one, at its top.
            node.style["scrollOffset"] = nil
        }
        if node.events.contains(where: { $0.stimulus == .appear }) { context.report.appearing.insert(node.address) }
        var runs: [LiveRun] = []
        var slots: [String?] = []
        var instance: Int?
        let slotLocals = SlotParameters.locals(of: component, catalog: context.catalog.components)
        for (position, control) in try LiveRun.controls(of: component, catalog: context.catalog).enumerated() {
            let (run, nodes) = try LiveRun.build(
                control.control, in: environment.at(":\(position)").binding(slotLocals), context: &context)
            runs.append(run)
            slots.append(control.slot)
            node.children += nodes.map {
                var filled = $0
                filled.slot = control.slot
                return filled
            }
        }
        if component.isUserComponent {
            guard let screen = context.catalog.userComponents[component.name] else {
                throw RuntimeFailure("no component file '\(component.name)'")
            }
            guard environment.nesting < Self.maximumNesting else {
                throw RuntimeFailure(
                    "'\(component.name)' is nested \(Self.maximumNesting + 1) components deep; a component probably contains itself without end"
                )
            }
            let id = try context.components.instance(
                of: screen, arguments: own.arguments, at: environment.address, navigation: context.screen.navigation,
                clockStart: context.screen.now)
            instance = id
            node.instance = id
            Self.bindSignalEvents(of: &node, to: id, signals: screen)
            let sources = screen.body.map { [PieceSource.node($0)] } ?? []
            let fills = SlotFill.fills(of: component, in: environment)
            let (run, nodes) = try LiveRun.build(
                .always(sources), in: environment.inside(component: id, fills: fills), context: &context)
            runs.append(run)
            slots.append(nil)
            node.children += nodes
        }
        var live = LiveComponent(
            component: component, reads: own.reads, summary: [], runs: runs, slots: slots, instance: instance)
        live.summarize()
        return (live, node)
    }

    /// Brings `node` up to date after the names in `changed` changed: its own part when it read one
    /// of them (a user component's instance is bound to the new arguments), then its runs.
    mutating func update(
        _ node: inout RuntimeNode, in environment: TreeEnvironment, changed: Set<String>, context: inout TreeContext
    ) throws {
        guard !summary.isDisjoint(with: changed) else { return }
        var changed = changed
        if !reads.isDisjoint(with: changed) {
            let own = try Self.ownPart(of: component, in: environment, context: &context)
            // A user component's params as its arguments now bind them, bound once for both uses.
            let rebinding = try instance.flatMap { context.components[$0] }.map { current in
                (current, try current.binding(own.arguments))
            }
            if let (current, params) = rebinding, current.isRemade(by: params) {
                return try remake(&node, in: environment, context: &context)
            }
            context.report.nodesReevaluated += 1
            reads = own.reads
            var fresh = own.node
            swap(&fresh.children, &node.children)
            if fresh.selection == nil { fresh.selection = node.selection }
            fresh.slot = node.slot
            fresh.instance = node.instance
            node = fresh
            if let instance, let screen = context.catalog.userComponents[component.name] {
                Self.bindSignalEvents(of: &node, to: instance, signals: screen)
            }
            if let instance, let (current, params) = rebinding {
                var rebound = current
                try rebound.rebind(to: params)
                context.components[instance] = rebound
                changed.formUnion(
                    current.values.changedNames(in: rebound.values).map(TreeEnvironment(scope: instance).scoped))
            }
        }
        var offset = 0
        let slotLocals = SlotParameters.locals(of: component, catalog: context.catalog.components)
        for position in runs.indices {
            var place = environment.at(":\(position)").binding(slotLocals)
            if let instance, position == runs.count - 1 {
                place = environment.inside(component: instance, fills: SlotFill.fills(of: component, in: environment))
            }
            try runs[position].update(&node.children, at: offset, in: place, changed: changed, context: &context)
            if let slot = slots[position] {
                for index in offset..<offset + runs[position].count where node.children[index].slot != slot {
                    node.children[index].slot = slot
                }
            }
            offset += runs[position].count
        }
        summarize()
    }

    /// Builds the node again with a new instance of its user component, whose constant argument
    /// changed: the generated DynamicContainerView over that argument makes the component again.
    private mutating func remake(_ node: inout RuntimeNode, in environment: TreeEnvironment, context: inout TreeContext)
        throws
    {
        context.components.remove(instances)
        let (remade, built) = try Self.build(component, in: environment, context: &context)
        var fresh = built
        fresh.slot = node.slot
        if fresh.selection == nil { fresh.selection = node.selection }
        self = remade
        node = fresh
    }

    /// Marks the events of a `component:` node named after its signals (`on: { picked: … }`) as
    /// fired by its instance; UIView's events on it stay the stimuli's.
    private static func bindSignalEvents(of node: inout RuntimeNode, to instance: Int, signals component: CheckedScreen)
    {
        let signals = Set(component.signals.map(\.name))
        for index in node.events.indices where signals.contains(node.events[index].name) {
            node.events[index].emitter = instance
        }
    }

    /// The `component:` instances of this node and below.
    var instances: [Int] {
        (instance.map { [$0] } ?? []) + runs.flatMap(\.instances)
    }

    /// The nodes below this one that kept `switch` branches hold aside while another case shows.
    var keptAsideNodes: [RuntimeNode] {
        runs.flatMap(\.keptAsideNodes)
    }

    private mutating func summarize() {
        summary = runs.reduce(into: reads) { $0.formUnion($1.summary) }
    }

    private static func ownPart(
        of component: CheckedComponent, in environment: TreeEnvironment, context: inout TreeContext
    ) throws -> OwnPart {
        let catalog = context.catalog
        guard let definition = catalog.components.component(named: component.name) else {
            throw RuntimeFailure("no component '\(component.name)' in the catalog")
        }
        var node = try context.node(
            of: component.name, kind: component.isUserComponent ? "component" : definition.runtime.node ?? "view")
        node.scope = environment.scope
        node.animation = component.animation
        let log = TreeContext.ReadLog()
        let evaluator = try context.evaluator(environment, log: log)
        let userParams =
            component.isUserComponent ? Set(catalog.userComponents[component.name]?.params.map(\.name) ?? []) : []
        var arguments: [String: RuntimeValue] = [:]
        let select = selectEvent(of: component, definition, in: environment, catalog: catalog)
        if definition.kind == .cell { node.selection = RowSelection(event: select, item: nil) }
        for member in component.members {
            switch member.kind {
            case .property(let value, let binding):
                if userParams.contains(member.name) {
                    arguments[member.name] = try evaluator.evaluate(value)
                    continue
                }
                // `section:` is the language's section id (Docs/language.md, Lists), what `select: { section: }` names.
                if member.name == "section" { node.section = try SectionName.of(component, evaluator: evaluator) }
                if case .twoWay(let state) = binding { node.twoWayBindings[member.name] = state }
                guard let runtime = catalog.components.property(named: member.name, of: component.name)?.runtime else {
                    // How the node looks (spacing, font, padding…), for a preview; a value the runtime cannot compute is left out.
                    if let styled = try? evaluator.evaluate(value) { node.style[member.name] = styled }
                    continue
                }
                let attribute = runtime.attribute.rawValue
                // An image in a form without a value of its own (`{ url: … }`) is loaded, and the runtime loads nothing.
                if runtime.attribute == .image, case .form(let type, let form, _, _) = value.kind,
                    catalog.components.type(named: type)?.form(named: form).map({ $0.swift == nil }) == true
                {
                    continue
                }
                let value = try evaluator.evaluate(runtime.attribute == .image ? Self.imageName(value) ?? value : value)
                node.attributes[attribute] =
                    runtime.negated ? .bool(!(try Evaluator.bool(value, in: "'!\(attribute)'"))) : value
                node.defaulted.remove(attribute)
            case .accessibilityIdentifier(let value):
                node.attributes[RuntimeAttribute.id.rawValue] = try evaluator.evaluate(value)
                node.defaulted.remove(RuntimeAttribute.id.rawValue)
            case .event(let arguments, _, let body):
                guard let event = catalog.components.event(named: member.name, of: component.name) else {
                    throw RuntimeFailure("no event '\(member.name)' on \(component.name) in the catalog")
                }
                // Where a list's end begins (`onNearEnd: { distance: 100, throttle: 0.25 }`), which a scroll reads.
                for argument in arguments where member.name == "onNearEnd" {
                    node.style["onNearEnd.\(argument.name)"] = try evaluator.evaluate(argument.value)
                }
                node.events.append(
                    EventBinding(
                        name: member.name, component: component.name, stimulus: event.runtime, body: body,
                        locals: environment.locals, scope: environment.scope))
            case .slot(let arguments, _):
                // How a section's loading placeholders show (`shimmer: { includeSupplementary: true }`),
                // for a preview; the slot's condition and count are the tree's.
                guard let slot = catalog.components.slot(named: member.name, of: component.name),
                    let condition = slot.runtimeWhen
                else { continue }
                for argument in arguments where argument.name != condition && argument.name != "count" {
                    if let styled = try? evaluator.evaluate(argument.value) {
                        node.style["\(member.name).\(argument.name)"] = styled
                    }
                }
            case .entries:
                continue
            }
        }
        if !node.events.isEmpty || node.selection != nil {
            log.names.formUnion(environment.locals.keys.map(environment.scoped))
        }
        node.address = environment.address
        if node.kind == "image", try Self.loadsConstantURL(component, evaluator) {
            // ImageView(url: URL?, placeholder:) shows its placeholder only when the URL is nil
            // (1.2.6 Core/Builder/Builder+Image.swift), and the runtime loads no URL's image.
            node.attributes[RuntimeAttribute.image.rawValue] = nil
        }
        if node.kind == "activity", node.attributes[RuntimeAttribute.animating.rawValue] == .bool(false), !node.isHidden
        {
            // UIActivityIndicatorView hides itself while stopped (hidesWhenStopped, true by default).
            node.attributes[RuntimeAttribute.hidden.rawValue] = .bool(true)
        }
        if let field = definition.runtime.typeInto, !component.members.contains(where: { $0.name == field }),
            let attribute = catalog.components.property(named: field, of: component.name)?.runtime?.attribute.rawValue
        {
            // UIKit's field holds "" until the user types, then what was typed.
            log.names.insert(TreeContext.typedTextName(at: environment.address))
            let typed = context.typedTexts[environment.address]
            node.attributes[attribute] = .string(typed ?? "")
            if typed == nil { node.defaulted.insert(attribute) } else { node.defaulted.remove(attribute) }
        }
        if keepsDraggedOffset(component, catalog: catalog) {
            // UIScrollView keeps the offset a drag left it at, bound to no state.
            log.names.insert(TreeContext.draggedOffsetName(at: environment.address))
            if let offset = context.draggedOffsets[environment.address] { node.style["scrollOffset"] = .double(offset) }
        }
        return OwnPart(node: node, reads: log.names, arguments: arguments)
    }

    /// Whether the component scrolls with no `scrollOffset` written: the offset a drag leaves it
    /// at is the view's own, which the session keeps.
    static func keepsDraggedOffset(_ component: CheckedComponent, catalog: RuntimeCatalog) -> Bool {
        catalog.components.scrolls(component.name) && !component.members.contains { $0.name == "scrollOffset" }
    }

    /// The name of an Image written as a form (`{ systemName: film }`): the tree shows an image by
    /// its name, as the `systemName` and `named` properties give it.
    /// Whether the ImageView's `url` is a constant that is not nil: one its initializer loads.
    private static func loadsConstantURL(_ component: CheckedComponent, _ evaluator: Evaluator) throws -> Bool {
        guard let url = component.members.first(where: { $0.name == "url" }),
            case .property(let value, .constant) = url.kind
        else { return false }
        return try evaluator.evaluate(value) != .null
    }

    private static func imageName(_ value: TypedValue) -> TypedValue? {
        guard case .form("Image", _, nil, let fields) = value.kind, fields.count == 1 else { return nil }
        return fields[0].value
    }

    /// The event a `select` step fires on this list, section or cell (the catalog's runtime
    /// `select`), when it is written.
    static func selectEvent(
        of component: CheckedComponent, _ definition: Component, in environment: TreeEnvironment,
        catalog: RuntimeCatalog
    ) -> EventBinding? {
        guard let name = definition.runtime.select,
            let event = catalog.components.event(named: name, of: component.name)
        else { return nil }
        for member in component.members {
            guard case .event(_, _, let body) = member.kind,
                catalog.components.event(named: member.name, of: component.name) === event
            else { continue }
            return EventBinding(
                name: member.name, component: component.name, stimulus: event.runtime, body: body,
                locals: environment.locals, scope: environment.scope)
        }
        return nil
    }
}
