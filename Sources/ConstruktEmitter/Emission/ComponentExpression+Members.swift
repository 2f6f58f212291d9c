import ConstruktAST
import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

extension ComponentExpression {
    /// A list's inline slot (TableView's cell), as the place where its property's template says
    /// `{{slots.cell}}`.
    func cells(of node: CheckedComponent) -> [TemplateHole: SplicedCode<ComponentCall.InlineViews>] {
        var cells: [TemplateHole: SplicedCode<ComponentCall.InlineViews>] = [:]
        for member in node.members {
            guard case .slot(_, let nodes) = member.kind,
                catalog.slot(named: member.name, of: node.name)?.placement == .inline
            else { continue }
            cells[.slot(member.name)] = .place(.cell(nodes))
        }
        return cells
    }

    /// The call of a component node made from its members in written order: each property where
    /// the catalog places it, each slot as its closure, its sections, each event's registration;
    /// `fillings` are what a list names in its templates (`listFillings(of:)`), `cells` its cell.
    func call(
        of node: CheckedComponent, component: Component, fillings: [TemplateHole: String],
        cells: [TemplateHole: SplicedCode<ComponentCall.InlineViews>]
    ) throws(EmitterError) -> ComponentCall {
        let siblings = SiblingProperties(catalog: catalog, node: node)
        var call = ComponentCall()
        for member in node.members {
            switch member.kind {
            case .property(let value, let strategy):
                try addProperty(
                    member, value: value, strategy: strategy, of: node, component: component, siblings: siblings,
                    fillings: fillings, cells: cells, to: &call)
            case .accessibilityIdentifier(let value):
                guard let property = catalog.property(named: "accessibilityIdentifier", of: node.name) else {
                    throw EmitterError.catalogGap(
                        "\(node.name), which has no accessibilityIdentifier for 'id',", at: member.range)
                }
                let strategy: BindingStrategy = value.isLive ? .onReceive : .constant
                let emitted = try emission(
                    of: property, value: value, strategy: strategy, on: component, siblings: siblings, at: member.range)
                try call.add(emitted, for: property, position: position(of: property, in: node), at: member.range)
            case .slot(_, let nodes) where node.isUserComponent:
                call.arguments.append(try slotArgument(member, nodes: nodes, of: node))
            case .slot(let arguments, let nodes):
                if cells[.slot(member.name)] != nil { continue }
                try addSlot(
                    member, arguments: arguments, nodes: nodes, of: node, component: component, siblings: siblings,
                    to: &call)
            case .entries(let entries):
                guard catalog.slot(named: member.name, of: node.name)?.accepts == .sections else {
                    throw EmitterError.checkerInvariant(
                        "\(member.name) of \(node.name) written as a list of sections", at: member.range)
                }
                call.sections = entries
            case .event(let arguments, let carried, let body):
                try addEvent(
                    member, arguments: arguments, carried: carried, body: body, of: node, component: component,
                    fillings: fillings, to: &call)
            }
        }
        if let receiver = ScrollToTopCode.receiver(
            of: node, component: component, names: names, viewModel: "viewModel")
        {
            call.modifiers.append(receiver)
        }
        call.dropArgumentsMissingTheirRequirements()
        return call
    }

    /// Where a property's initializer argument goes: its position among the catalog's properties.
    private func position(of property: ConstruktCatalog.Property, in node: CheckedComponent) -> Int {
        let listed = catalog.properties(of: node.name)
        return listed.firstIndex { $0 === property } ?? listed.count
    }

    private func addProperty(
        _ member: CheckedMember, value: TypedValue, strategy: BindingStrategy, of node: CheckedComponent,
        component: Component, siblings: SiblingProperties, fillings: [TemplateHole: String],
        cells: [TemplateHole: SplicedCode<ComponentCall.InlineViews>], to call: inout ComponentCall
    ) throws(EmitterError) {
        guard let property = catalog.property(named: member.name, of: node.name) else {
            throw EmitterError.checkerInvariant(
                "property \(member.name) of \(node.name), which the catalog does not list", at: member.range)
        }
        // A name other templates read (a list's or a GeometryReader's `as`) has no emission of its own.
        if property.constant == nil, property.oneWay == nil, property.twoWay == nil, property.onReceive == nil {
            return
        }
        // A Flag written `false` is its modifier left out (CATALOG-FORMAT.md §4).
        if property.type.nonOptional == .named("Flag"), case .expression(let flag) = value.kind,
            case .boolean(false) = flag.kind
        {
            return
        }
        if case .onReceive = strategy, let animation = node.animation {
            let receive = try receivedValue(
                of: property, value: value, on: component, siblings: siblings, at: member.range, fillings: fillings,
                view: "view", value: "value")
            call.modifiers.append(
                AnimationCode.receive(
                    binding: receive.binding, context: receive.context, statement: receive.statement,
                    animation: animation))
            return
        }
        let emitted = try located(at: member.range) { () throws(EmitterError) in
            try emission(
                of: property, value: value, strategy: strategy, on: component, siblings: siblings, at: member.range,
                fillings: fillings, cells: cells)
        }
        try call.add(emitted, for: property, position: position(of: property, in: node), at: member.range)
    }

    /// A `component:` node's view slot: a closure argument after the params, in the order the
    /// component declares its slots (`trailing: { … }`).
    private func slotArgument(_ member: CheckedMember, nodes: [CheckedNode], of node: CheckedComponent)
        throws(EmitterError) -> ComponentCall.Argument
    {
        guard let position = catalog.slots(of: node.name).firstIndex(where: { $0.name == member.name }) else {
            throw EmitterError.checkerInvariant(
                "slot \(member.name) of \(node.name), which the component does not declare", at: member.range)
        }
        var code = SplicedCode<ComponentCall.InlineViews>("\(try Identifiers.label(member.name)): ")
        code.append(.place(.slotArgument(nodes)))
        return ComponentCall.Argument(
            position: catalog.properties(of: node.name).count + 1 + position, code: code, property: nil)
    }

    /// A catalog slot: the trailing closure's views, or a method or modifier written as a block.
    private func addSlot(
        _ member: CheckedMember, arguments: [TypedValue.Field], nodes: [CheckedNode], of node: CheckedComponent,
        component: Component, siblings: SiblingProperties, to call: inout ComponentCall
    ) throws(EmitterError) {
        guard let slot = catalog.slot(named: member.name, of: node.name), slot.builder == .viewResultBuilder else {
            throw EmitterError.catalogGap("slot \(member.name) of \(node.name)", at: member.range)
        }
        let fillings = try located(at: member.range) { () throws(EmitterError) in
            try slotFillings(of: slot, arguments: arguments, on: node, component: component, siblings: siblings)
        }
        guard let block = Self.block(of: slot, filledWith: fillings) else {
            throw EmitterError.catalogGap("slot \(member.name) of \(node.name)", at: member.range)
        }
        switch slot.placement {
        case .trailing:
            guard let (opening, wrappers) = ChildrenWrapper.split(opening: block.opening, closing: block.closing) else {
                throw EmitterError.catalogGap("slot \(member.name) of \(node.name)", at: member.range)
            }
            call.children = nodes
            call.childrenOpening = opening
            call.childrenWrappers = wrappers
        case .method: call.methods.append(.block(block.opening, nodes, block.closing))
        case .modifier: call.modifiers.append(.block(block.opening, nodes, block.closing))
        default: throw EmitterError.catalogGap("slot \(member.name) of \(node.name)", at: member.range)
        }
    }

    private func addEvent(
        _ member: CheckedMember, arguments: [TypedValue.Field], carried: ValueType?, body: [CheckedStatement],
        of node: CheckedComponent, component: Component, fillings: [TemplateHole: String],
        to call: inout ComponentCall
    ) throws(EmitterError) {
        guard let event = catalog.event(named: member.name, of: node.name) else {
            throw EmitterError.checkerInvariant(
                "event \(member.name) of \(node.name), which the catalog does not list", at: member.range)
        }
        let value = try located(at: member.range) { () throws(EmitterError) in
            try EventValue.swift(of: event, carried: carried, on: component, fillings: fillings)
        }
        let written = try ArgumentFillings.of(
            event.args, written: arguments, catalog: catalog, payloads: keptPayloads, constants: constants,
            at: member.range)
        let item = try registration(
            of: event, body: body, value: value, on: component, at: member.range,
            fillings: written.merging(fillings) { own, _ in own })
        if event.placement == .method { call.methods.append(item) } else { call.modifiers.append(item) }
    }
}
