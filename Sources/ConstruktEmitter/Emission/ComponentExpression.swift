import ConstruktAST
import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import Foundation

/// The emitted expression of a view tree (CATALOG-FORMAT.md §7 "E"), written line by line into a
/// `SwiftCodeWriter`, four spaces per level: each component node is its `construct` filled with
/// its `at: init` emissions in the catalog's property order (and its trailing slot's children in
/// a result-builder closure), then its `at: method` emissions and slots in written order, then its
/// `at: modifier` emissions, slots and event registrations in written order, one per line (a slot
/// as a block): indented under a construct without children, level with the closing brace of one
/// with children.
///
/// Constants read params from `viewModel`; live values become bindings (`LiveBinding`) passed
/// through the property's `oneWay`, `twoWay` or `onReceive` emission, as the checker chose;
/// events send actions to `viewModel`. What this slice cannot write yet is an `EmitterError`.
final class ComponentExpression {
    let catalog: ComponentCatalog
    let screen: CheckedScreen
    /// The view model's class name, which event closures name their transaction by.
    let viewModelType: String
    /// How params are reached: `viewModel.` in a screen, `""` in a component's struct.
    let paramOwner: String
    /// The name of the screen's section id enum, which section ids are cases of.
    let sectionEnumType: String
    /// The view model's own names, such as its transaction's.
    let names: ViewModelNames
    /// The app's own types, beside which library types are named (`AppTypeNames.library`).
    let appTypes: AppTypeNames
    /// The app's routes, for events with navigation statements.
    var routeNames: RouteNames?
    /// What the events' and lifecycle hooks' statements use of the view model: its helpers, and
    /// `transact(_:)` as soon as one runs statements.
    private(set) var needs: TransactionNeeds = []
    /// When set, `#sourceLocation` directives point each view node and statement at its YAML line.
    var sourceLocations: SourceLocations?
    /// The parts of the tree written as properties of their own.
    var extracted = ExtractedViews()
    /// The section ids the tree's CollectionViews use, in first-use order.
    var sectionIds: [String] = []
    /// Whether a section tracks its scrolling (`page`, `onNearEnd`), through the helper that
    /// `writeSectionScrolling` writes and the view struct's `sectionScrollingProperty`.
    var usesSectionScrolling = false
    /// The view struct's property holding the section-scrolling helper: `sectionScrolling`,
    /// unless a component's param, also a member of its struct, takes that name.
    private(set) lazy var sectionScrollingProperty: String = {
        let taken = Set(screen.params.map(\.name))
        var name = "sectionScrolling"
        while taken.contains(name) { name += "Helper" }
        return name
    }()
    /// The components whose children are being written, innermost last.
    private(set) var enclosingComponents: [CheckedComponent] = []

    init(
        catalog: ComponentCatalog, screen: CheckedScreen, viewModelType: String, paramOwner: String = "viewModel.",
        sectionEnumType: String = "",
        appTypes: AppTypeNames = .none
    ) {
        self.catalog = catalog
        self.screen = screen
        self.viewModelType = viewModelType
        self.paramOwner = paramOwner
        self.sectionEnumType = sectionEnumType
        self.appTypes = appTypes
        names = ViewModelNames(screen: screen, appTypes: appTypes)
        // A component's slots, and without a view model its params, are members of its struct
        // beside the parts; a part named as a loop variable would be hidden by it inside the loop.
        extracted.taken = Set(screen.slots.map(\.name.text) + (paramOwner.isEmpty ? screen.params.map(\.name) : []))
            .union(screen.body.map(Self.loopNames) ?? [])
    }

    /// The names the loops of a view tree bind: each `forEach`'s and list's variable and position.
    private static func loopNames(_ node: CheckedNode) -> [String] {
        var loops: [CheckedLoop] = []
        switch node.kind {
        case .forEach(let loop, _): loops.append(loop)
        case .component(let component): loops += component.components.compactMap(\.loop)
        case .conditional, .switchOver, .slot: break
        }
        return loops.flatMap { [$0.variable] + ($0.index.map { [$0] } ?? []) } + node.children.flatMap(loopNames)
    }

    /// The writer of constant values here, made once: it keeps no state of its own when it writes.
    private(set) lazy var constants = ViewNames.constants(catalog, paramOwner: paramOwner)

    /// Writes `node` at the writer's indentation. `if` and `forEach` nodes need a result builder
    /// around them (`inResultBuilder`): a constant condition or list is Swift's own `if` or `for`
    /// there; a live condition with at most one node per branch is a `DynamicContainerView` over its
    /// binding, rebuilt when the value changes (`distinctUntilChanged`: a derived condition emits
    /// whenever what it reads does, and a rebuild loses what the user typed in it); live items, or
    /// several nodes in a live branch, are a stack inside one (`writeLiveForEach`,
    /// `writeLiveConditional`).
    func write(_ node: CheckedNode, inResultBuilder: Bool, to writer: inout SwiftCodeWriter) throws(EmitterError) {
        switch node.kind {
        case .component(let component):
            try write(component, to: &writer)
        case .conditional(let condition, let then, let otherwise):
            guard inResultBuilder else {
                throw EmitterError.checkerInvariant("an 'if' node with no container around it", at: node.range)
            }
            guard condition.isLive else {
                return try writeIf(try constants.value(condition), then: then, else: otherwise, to: &writer)
            }
            guard then.count <= 1, otherwise.count <= 1 else {
                return try writeLiveConditional(condition, then: then, else: otherwise, at: node, to: &writer)
            }
            let binding = try ViewNames.binding(of: condition, catalog: catalog)
            let flag = Self.freeLocal("isTrue", in: then + otherwise)
            writer.line(
                "\(appTypes.library("DynamicContainerView", in: "ConstruktKit"))(\(binding.swift).distinctUntilChanged()) { (\(flag): Bool) in"
            )
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try writeIf(flag, then: then, else: otherwise, to: &writer)
            }
            writer.line("}")
        case .forEach(let loop, let body):
            guard inResultBuilder else {
                throw EmitterError.checkerInvariant("a 'forEach' node with no container around it", at: node.range)
            }
            guard !loop.items.isLive else {
                return try writeLiveForEach(loop, body: body, at: node, to: &writer)
            }
            let variable =
                VariableReads.readsLoopVariable(loop.variable, in: body) ? try Identifiers.local(loop.variable) : "_"
            if let index = loop.index {
                // The position and the element together, as Swift's `enumerated()` gives them.
                let position = VariableReads.readsLoopVariable(index, in: body) ? try Identifiers.local(index) : "_"
                writer.line(
                    "for (\(position), \(variable)) in \(try constants.receiver(of: loop.items)).enumerated() {")
            } else {
                writer.line("for \(variable) in \(try constants.value(loop.items)) {")
            }
            try writeIndented(body, to: &writer)
            writer.line("}")
        case .switchOver(let checked):
            guard inResultBuilder else {
                throw EmitterError.checkerInvariant("a 'switch' node with no container around it", at: node.range)
            }
            try writeSwitch(checked, at: node, to: &writer)
        case .slot(let slot):
            guard inResultBuilder else {
                throw EmitterError.checkerInvariant("a 'slot' node with no container around it", at: node.range)
            }
            let stored = "self." + (try Identifiers.source(slot.name.text))
            writer.line(slot.count == .optional ? "if let view = \(stored) { view }" : stored)
        }
    }

    /// `if <condition> {` over `then`'s nodes, and `} else {` over `otherwise`'s when it has any.
    /// `name`, or `name2`, `name3`, … the first that `body` reads as no loop variable of its own:
    /// a closure parameter the generated code names must not hide an app's loop variable or
    /// proxy of that name, read inside it.
    static func freeLocal(_ name: String, in body: [CheckedNode]) -> String {
        var candidate = name
        var number = 1
        while VariableReads.readsLoopVariable(candidate, in: body) {
            number += 1
            candidate = name + String(number)
        }
        return candidate
    }

    private func writeIf(
        _ condition: String, then: [CheckedNode], else otherwise: [CheckedNode], to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        writer.line("if \(condition) {")
        try writeIndented(then, to: &writer)
        if !otherwise.isEmpty {
            writer.line("} else {")
            try writeIndented(otherwise, to: &writer)
        }
        writer.line("}")
    }

    /// The code of a screen's root, at the indentation of the view struct's `body`: its node, then
    /// its lifecycle hooks as the host lifecycle modifiers (`onHostDidLoad`, `onHostWillAppear`,
    /// `onHostWillDisappear`), after everything written on it, each hook's statements one
    /// transaction, as the runtime runs them.
    func rootCode(_ node: CheckedNode, lifecycle: [(event: LifecycleHook.Event, body: [CheckedStatement])])
        throws(EmitterError) -> SwiftCodeWriter
    {
        var hooks: [ChainItem] = []
        for event in LifecycleHook.Event.allCases {
            let bodies = lifecycle.filter { $0.event == event }.map(\.body)
            let timers = screen.timers.isEmpty ? nil : event
            guard !bodies.isEmpty || timers == .onAppear || timers == .onDisappear else { continue }
            var lines: [String] = []
            // The timers stop before the disappear hooks and start after the appear hooks, as the runtime runs them.
            if timers == .onDisappear { lines.append("viewModel.\(names.stopTimers)()") }
            for body in bodies { lines += try transaction(body) }
            if timers == .onAppear { lines.append("viewModel.\(names.startTimers)()") }
            switch event {
            case .onLoad: hooks.append(.closure(".onHostDidLoad {", lines, "}"))
            case .onAppear: hooks.append(.closure(".onHostWillAppear { (animated: Bool) in", lines, "}"))
            case .onDisappear: hooks.append(.closure(".onHostWillDisappear { (animated: Bool) in", lines, "}"))
            }
        }
        guard case .component(let component) = node.kind else {
            throw EmitterError.checkerInvariant("a screen's body that is not one component", at: node.range)
        }
        return try propertyCode(of: node) { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            try write(component, hooks: hooks, to: &writer)
        }
    }

    /// The code `body` writes for `node` as the expression of a computed property of the view
    /// struct, `body` or a part; with `#sourceLocation` directives, the node's first, and then none
    /// closing what nothing opened.
    private func propertyCode(of node: CheckedNode, _ body: (inout SwiftCodeWriter) throws(EmitterError) -> Void)
        throws(EmitterError) -> SwiftCodeWriter
    {
        var code = SwiftCodeWriter(indentation: ExtractedViews.depth)
        guard let sourceLocations else {
            try body(&code)
            return code
        }
        code.line(sourceLocations.directive(at: node.range))
        try body(&code)
        code.line(SourceLocations.closing)
        SourceLocations.balance(&code)
        return code
    }

    /// The view struct's `body`, made of `code` (`rootCode`), and the parts of the tree written as
    /// properties of their own.
    func writeBody(_ code: SwiftCodeWriter, access: String, to writer: inout SwiftCodeWriter) {
        writer.block("\(access)var body: \(appTypes.library("View", in: "ConstruktKit"))") { writer in
            writer.append(code)
        }
        extracted.write(viewType: appTypes.library("View", in: "ConstruktKit"), to: &writer)
    }

    /// Statements as a `viewModel.transact { … }` call's lines; `eventValue` is what `value` reads.
    private func transaction(_ body: [CheckedStatement], eventValue: String? = nil) throws(EmitterError) -> [String] {
        var statements = StatementWriter(
            screen: screen, catalog: catalog, names: names, owner: "viewModel", ownerType: viewModelType)
        statements.routeNames = routeNames
        statements.eventValue = eventValue
        statements.sourceLocations = sourceLocations
        var lines = try statements.lines(body, depth: 1)
        if sourceLocations != nil { lines.append("    " + SourceLocations.closing) }
        needs.formUnion(statements.needs.union(.transaction))
        return ["viewModel.\(names.transact) { (transaction: inout \(viewModelType).\(names.transaction)) throws in"]
            + lines + ["}"]
    }

    /// Writes the nodes of a result-builder closure.
    func write(_ nodes: [CheckedNode], to writer: inout SwiftCodeWriter) throws(EmitterError) {
        for node in nodes {
            if let sourceLocations { writer.line(sourceLocations.directive(at: node.range)) }
            guard ExtractedViews.extracts(node, siblings: nodes.count), case .component(let component) = node.kind
            else {
                try write(node, inResultBuilder: true, to: &writer)
                continue
            }
            let part = extracted.reserve(for: ExtractedViews.partName(of: component))
            let code = try propertyCode(of: node) { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try write(node, inResultBuilder: true, to: &writer)
            }
            extracted.fill(part.index, code: code)
            writer.line(part.name)
        }
        if sourceLocations != nil, !nodes.isEmpty { writer.line(SourceLocations.closing) }
    }

    /// Writes the nodes of a result-builder closure one level in.
    func writeIndented(_ nodes: [CheckedNode], to writer: inout SwiftCodeWriter) throws(EmitterError) {
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in try write(nodes, to: &writer) }
    }

    /// Writes a component node, then `hooks` at the end of its modifier chain.
    func write(_ node: CheckedComponent, hooks: [ChainItem] = [], to writer: inout SwiftCodeWriter) throws(EmitterError)
    {
        guard let component = catalog.component(named: node.name),
            component.kind == .view || component.kind == .viewBuilder
        else {
            throw EmitterError.checkerInvariant("\(node.name) used as a view", at: node.range)
        }
        if node.isUserComponent, try writeLiveArgument(node, hooks: hooks, to: &writer) { return }
        // A list over items (TableView): its templates name the loop variable (`{{props.as}}`) and
        // the item type (`{{Item}}`), and an inline slot's nodes go where `{{slots.cell}}` is.
        var listFillings: [TemplateHole: String] = [:]
        var inlineSlots: [(marker: String, nodes: [CheckedNode])] = []
        /// A `component:` node's view slots, each a closure argument of its initializer.
        var slotArguments: [(marker: String, nodes: [CheckedNode])] = []
        var slotArgumentTexts: [(position: Int, swift: String)] = []
        if let loop = node.loop {
            listFillings[.property("as")] = try Identifiers.local(loop.variable)
            listFillings[.typeParameter("Item")] = try SwiftTypeName.of(loop.element)
        }
        for member in node.members {
            guard case .slot(_, let nodes) = member.kind,
                catalog.slot(named: member.name, of: node.name)?.placement == .inline
            else { continue }
            let marker = "\u{2}\(inlineSlots.count)\u{2}"
            listFillings[.slot(member.name)] = marker
            inlineSlots.append((marker, nodes))
        }
        let listed = catalog.properties(of: node.name)
        let siblings = SiblingProperties(catalog: catalog, node: node)
        var arguments: [(position: Int, swift: String)] = []
        var methods: [ChainItem] = []
        var modifiers: [ChainItem] = []
        var children: [CheckedNode]?
        /// How the trailing closure of `children` opens: `{`, or `{ (proxy: GeometryProxy) in`.
        var childrenOpening = "{"
        var sections: [CheckedComponent]?
        var initProperties: [ConstruktCatalog.Property] = []

        func place(_ placement: EmissionPlacement, _ swift: String, for property: ConstruktCatalog.Property) {
            switch placement {
            case .initializer:
                arguments.append((listed.firstIndex { $0 === property } ?? listed.count, swift))
                initProperties.append(property)
            case .method: methods.append(.line(swift))
            case .modifier: modifiers.append(.line(swift))
            }
        }

        for member in node.members {
            switch member.kind {
            case .property(let value, let strategy):
                guard let property = catalog.property(named: member.name, of: node.name) else {
                    throw EmitterError.checkerInvariant(
                        "property \(member.name) of \(node.name), which the catalog does not list", at: member.range)
                }
                // A name other templates read (a list's or a GeometryReader's `as`) has no emission of its own.
                if property.constant == nil, property.oneWay == nil, property.twoWay == nil, property.onReceive == nil {
                    continue
                }
                // A Flag written `false` is its modifier left out (CATALOG-FORMAT.md §4).
                if property.type.nonOptional == .named("Flag"), case .expression(let flag) = value.kind,
                    case .boolean(false) = flag.kind
                {
                    continue
                }
                let (placement, swift) = try located(at: member.range) { () throws(EmitterError) in
                    try emission(
                        of: property, value: value, strategy: strategy, on: component, siblings: siblings,
                        at: member.range, fillings: listFillings)
                }
                place(placement, swift, for: property)
            case .accessibilityIdentifier(let value):
                guard let property = catalog.property(named: "accessibilityIdentifier", of: node.name) else {
                    throw EmitterError.catalogGap(
                        "\(node.name), which has no accessibilityIdentifier for 'id',", at: member.range)
                }
                let strategy: BindingStrategy = value.isLive ? .onReceive : .constant
                let (placement, swift) = try emission(
                    of: property, value: value, strategy: strategy, on: component, siblings: siblings, at: member.range)
                place(placement, swift, for: property)
            case .slot(_, let nodes) where node.isUserComponent:
                let slots = catalog.slots(of: node.name)
                guard let position = slots.firstIndex(where: { $0.name == member.name }) else {
                    throw EmitterError.checkerInvariant(
                        "slot \(member.name) of \(node.name), which the component does not declare", at: member.range)
                }
                let marker = "\u{3}\(slotArguments.count)\u{3}"
                slotArguments.append((marker, nodes))
                slotArgumentTexts.append(
                    (listed.count + 1 + position, "\(try Identifiers.label(member.name)): \(marker)"))
            case .slot(let slotArguments, let nodes):
                if listFillings[.slot(member.name)] != nil { continue }
                guard let slot = catalog.slot(named: member.name, of: node.name), slot.builder == .viewResultBuilder
                else {
                    throw EmitterError.catalogGap("slot \(member.name) of \(node.name)", at: member.range)
                }
                let fillings = try located(at: member.range) { () throws(EmitterError) in
                    try slotFillings(
                        of: slot, arguments: slotArguments, on: node, component: component, siblings: siblings)
                }
                guard let block = Self.block(of: slot, filledWith: fillings) else {
                    throw EmitterError.catalogGap("slot \(member.name) of \(node.name)", at: member.range)
                }
                switch slot.placement {
                case .trailing where block.closing == "}":
                    children = nodes
                    childrenOpening = block.opening
                case .method: methods.append(.block(block.opening, nodes, block.closing))
                case .modifier: modifiers.append(.block(block.opening, nodes, block.closing))
                default: throw EmitterError.catalogGap("slot \(member.name) of \(node.name)", at: member.range)
                }
            case .entries(let entries):
                guard catalog.slot(named: member.name, of: node.name)?.accepts == .sections else {
                    throw EmitterError.checkerInvariant(
                        "\(member.name) of \(node.name) written as a list of sections", at: member.range)
                }
                sections = entries
            case .event(let eventArguments, let carried, let body):
                guard let event = catalog.event(named: member.name, of: node.name) else {
                    throw EmitterError.checkerInvariant(
                        "event \(member.name) of \(node.name), which the catalog does not list", at: member.range)
                }
                let value = try located(at: member.range) { () throws(EmitterError) in
                    try EventValue.swift(of: event, carried: carried, on: component, fillings: listFillings)
                }
                let arguments = try ArgumentFillings.of(
                    event.args, written: eventArguments, catalog: catalog, constants: constants, at: member.range)
                let item = try registration(
                    of: event, body: body, value: value, on: component, at: member.range,
                    fillings: arguments.merging(listFillings) { own, _ in own })
                if event.placement == .method { methods.append(item) } else { modifiers.append(item) }
            }
        }

        let kept = zip(arguments, initProperties).filter { InitializerArguments.keeps($0.1, among: initProperties) }
        arguments = kept.map(\.0)
        initProperties = kept.map(\.1)
        for (position, property) in listed.enumerated()
        where property.emitDefault && !initProperties.contains(where: { $0 === property })
            && InitializerArguments.needsDefault(property, of: component, arguments: initProperties)
        {
            let isNil = property.defaultValue == nil && property.type.isOptional
            let isEmptyList = property.defaultValue?.listItems?.isEmpty == true
            guard isNil || isEmptyList, let emission = property.constant,
                emission.placement == .initializer, let template = emission.template(forForm: nil)
            else {
                throw EmitterError.catalogGap("the default of \(property.name) on \(node.name)", at: node.range)
            }
            let fillings = listFillings.merging([.value: isNil ? "nil" : "[]"]) { _, own in own }
            arguments.append((position, try TemplateFilling.fill(template, fillings, component: component)))
        }

        if node.isUserComponent, routeNames?.navigates(component: node.name) == true {
            arguments.append((listed.count, "navigator: viewModel.\(names.navigator)"))
        }
        arguments += slotArgumentTexts
        let argumentList = arguments.sorted { $0.position < $1.position }.map(\.swift).joined(separator: ", ")
        var construct = try TemplateFilling.fill(component.construct, component: component) {
            $0 == .arguments ? argumentList : nil
        }
        if children?.isEmpty ?? hasTrailingViews(component), sections == nil {
            // No content: the stacks and scroll views of 1.2.6 have no initializer without their builder.
            if argumentList.isEmpty, construct.hasSuffix("()") { construct.removeLast(2) }
            construct += " " + childrenOpening + (childrenOpening == "{" ? "}" : " }")
            children = nil
        }
        if children != nil || sections != nil {
            var sectionHooks: [ChainItem] = []
            if argumentList.isEmpty, construct.hasSuffix("()") { construct.removeLast(2) }
            writer.line(construct + " " + (sections == nil ? childrenOpening : "{"))
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                if let children {
                    enclosingComponents.append(node)
                    defer { enclosingComponents.removeLast() }
                    try write(children, to: &writer)
                }
                if let sections { sectionHooks = try writeSections(sections, to: &writer) }
            }
            writer.line("}")
            try write(methods, modifiers, hooks + sectionHooks, to: &writer)
        } else if let first = inlineSlots.first, let split = construct.firstRange(of: first.marker),
            inlineSlots.count == 1
        {
            guard first.nodes.count == 1, let cell = first.nodes.first else {
                throw EmitterError.checkerInvariant("a cell of \(node.name) that is not one component", at: node.range)
            }
            writer.line(construct[..<split.lowerBound].trimmingTrailingSpaces)
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try write(cell, inResultBuilder: false, to: &writer)
            }
            writer.line(construct[split.upperBound...].trimmingLeadingSpaces)
            try write(methods, modifiers, hooks, to: &writer)
        } else if !slotArguments.isEmpty {
            try writeSlotArguments(slotArguments, in: construct, to: &writer)
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try write(methods, modifiers, hooks, to: &writer)
            }
        } else {
            writer.line(construct)
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try write(methods, modifiers, hooks, to: &writer)
            }
        }
    }

    /// Writes a `component:` node's initializer with its view slots' closures in it, each where
    /// its marker stands in `construct`: `NavBar(title: "Home", trailing: {`, the nodes, `})`.
    private func writeSlotArguments(
        _ slots: [(marker: String, nodes: [CheckedNode])], in construct: String, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        var rest = Substring(construct)
        var opening = ""
        let ordered = slots.sorted {
            (construct.range(of: $0.marker)?.lowerBound ?? construct.endIndex)
                < (construct.range(of: $1.marker)?.lowerBound ?? construct.endIndex)
        }
        for slot in ordered {
            guard let split = rest.range(of: slot.marker) else { continue }
            writer.line(opening + rest[..<split.lowerBound] + "{")
            try writeIndented(slot.nodes, to: &writer)
            rest = rest[split.upperBound...]
            opening = "}"
        }
        writer.line(opening + rest)
    }

    /// Whether the component takes its content as a trailing result-builder closure.
    private func hasTrailingViews(_ component: Component) -> Bool {
        catalog.slots(of: component.name).contains { $0.placement == .trailing && $0.builder == .viewResultBuilder }
    }

    /// Writes a component's modifier chain: its methods, then its modifiers, then `hooks`.
    private func write(
        _ methods: [ChainItem], _ modifiers: [ChainItem], _ hooks: [ChainItem], to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        for item in methods { try write(item, to: &writer) }
        for item in modifiers { try write(item, to: &writer) }
        for item in hooks { try write(item, to: &writer) }
    }

    /// Writes one link of a modifier chain.
    func write(_ item: ChainItem, to writer: inout SwiftCodeWriter) throws(EmitterError) {
        switch item {
        case .line(let swift):
            writer.line(swift)
        case .block(let opening, let nodes, let closing):
            writer.line(opening)
            try writeIndented(nodes, to: &writer)
            writer.line(closing)
        case .closure(let opening, let statements, let closing):
            writer.line(opening)
            writer.indented { writer in
                for statement in statements { writer.line(statement) }
            }
            writer.line(closing)
        }
    }

    /// One link of a modifier chain: a line, or a slot written as a block (`.navigationBar {`, the
    /// slot's nodes, `}`).
    enum ChainItem {
        case line(String)
        /// A slot: its opening (ending in `{` or `in`), its nodes, its closing (starting with `}`).
        case block(String, [CheckedNode], String)
        /// An event whose closure runs statements: its opening, the statement lines, its closing.
        case closure(String, [String], String)
    }

    /// A slot template `<opening>{{views}}<closing>` with its holes filled: the opening must end
    /// the line with `{` or `in` (`.navigationBar {`, `{ (proxy: GeometryProxy) in`,
    /// `.vibrancy(UIVibrancyEffect(…), content: {`) and the closing start with `}`; `nil` for any
    /// other shape.
    private static func block(of slot: Slot, filledWith fillings: [TemplateHole: String]) -> (
        opening: String, closing: String
    )? {
        let segments = slot.swift.segments
        guard let views = segments.firstIndex(of: .hole(.views)),
            let opening = filled(segments[..<views], with: fillings)?.trimmingCharacters(in: .whitespaces),
            let closing = filled(segments[(views + 1)...], with: fillings)?.trimmingCharacters(in: .whitespaces),
            opening.hasSuffix("{") || opening.hasSuffix(" in"), closing.hasPrefix("}")
        else { return nil }
        return (opening, closing)
    }

    /// The fillings of a slot's template: its arguments, the sibling properties it reads, and its
    /// closure parameters, named as the checker bound them (`{{props.as}}`: the written name, else
    /// the property's default).
    private func slotFillings(
        of slot: Slot, arguments: [TypedValue.Field], on node: CheckedComponent, component: Component,
        siblings: SiblingProperties
    ) throws(EmitterError) -> [TemplateHole: String] {
        var fillings = try ArgumentFillings.of(
            slot.args, written: arguments, catalog: catalog, constants: constants, at: node.range)
        var names: [TemplateHole: String] = [:]
        for parameter in slot.params {
            for case .property(let name) in parameter.name.holes {
                names[.property(name)] = try siblings.name(of: name, at: node.range)
            }
        }
        if !slot.params.isEmpty {
            var parameters: [String] = []
            for parameter in slot.params {
                let name = try TemplateFilling.fill(parameter.name, names, component: component)
                let type = try TemplateFilling.fill(parameter.type, names, component: component)
                parameters.append("\(name): \(type)")
            }
            fillings[.params] = "(" + parameters.joined(separator: ", ") + ")"
        }
        for (hole, filling) in try siblings.fillings(for: slot.swift, given: fillings, at: node.range) {
            fillings[hole] = filling
        }
        return fillings
    }

    /// Template segments with their holes filled from `arguments`; `nil` when one has no filling.
    private static func filled(_ segments: ArraySlice<Template.Segment>, with arguments: [TemplateHole: String])
        -> String?
    {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let verbatim): text += verbatim
            case .hole(let hole):
                guard let filling = arguments[hole] else { return nil }
                text += filling
            }
        }
        return text
    }

    /// `body`'s result, or its error placed at `range` when it has no place of its own (a template
    /// the emitter cannot fill is reported at the property that used it).
    func located<T>(at range: SourceRange, _ body: () throws(EmitterError) -> T) throws(EmitterError) -> T {
        do {
            return try body()
        } catch {
            throw error.range == nil ? EmitterError(error.message, at: range) : error
        }
    }

    /// A property's emission for the strategy the checker chose, and where it goes.
    private func emission(
        of property: ConstruktCatalog.Property, value: TypedValue, strategy: BindingStrategy, on component: Component,
        siblings: SiblingProperties,
        at range: SourceRange, fillings extra: [TemplateHole: String] = [:]
    ) throws(EmitterError) -> (EmissionPlacement, String) {
        switch strategy {
        case .constant:
            guard let emission = property.constant else {
                throw EmitterError.catalogGap(
                    "property \(property.name) of \(component.name), with no constant emission for this value,",
                    at: range)
            }
            var form: String?
            var wrapping: String?
            /// An expression in a scalar form whose own template takes the scalar (`padding: $inset` is `.padding(inset)`).
            var scalar: TypedExpression?
            switch value.kind {
            case .form(let type, let written, _, _):
                wrapping = WrappingForm.name(wrapping: type, for: property, in: catalog)
                form = wrapping ?? written
            case .scalarForm(_, let written, let expression):
                if emission.hasEntry(forForm: written) {
                    form = written
                    scalar = expression
                }
            default:
                break
            }
            guard let template = emission.template(forForm: form) else {
                throw EmitterError.catalogGap(
                    "property \(property.name) of \(component.name), with no constant emission for this value,",
                    at: range)
            }
            // `{{value}}` and a mapping form's `{{value.f}}`, over what `extra` fills.
            var whole: String?
            var rendered: [String: String] = [:]
            let forms = FormValueWriter(catalog: catalog)
            if case .form(let type, let written, let text, let fields) = value.kind {
                if wrapping != nil {
                    whole = try forms.wholeValue(
                        type: type, form: written, text: text, fields: fields, with: ViewNames.constants(catalog),
                        at: value.range)
                } else if let text {
                    // A template chosen per form takes the scalar; a single template, the whole value.
                    if case .perForm = emission.swift {
                        whole = try forms.scalarOnly(type: type, form: written, text: text, at: value.range)
                    } else {
                        whole = try forms.swift(type: type, form: written, text: text, at: value.range)
                    }
                } else if let links = try forms.chain(
                    type: type, form: written, written: fields, constants: ViewNames.constants(catalog),
                    viewClass: component.viewClass, at: value.range)
                {
                    whole = links
                } else {
                    rendered = try forms.fields(
                        type: type, form: written, written: fields, constants: constants, at: value.range)
                    if template.holes.contains(.value) {
                        whole = try forms.swift(type: type, form: written, fields: rendered, at: value.range)
                    }
                }
            } else if let scalar {
                whole = try constants.embedded(
                    TypedValue(.expression(scalar), type: scalar.type, range: scalar.range),
                    setApart: template.setsApart(.value))
            } else {
                whole = try constants.embedded(value, setApart: template.setsApart(.value))
                // An expression of the value type itself is read field by field (`insets.top`).
                let expression = try constants.value(value)
                let receiver = expression.contains(" ") ? "(\(expression))" : expression
                for case .valueField(let name) in template.holes { rendered[name] = receiver + "." + name }
            }
            let props = try siblings.fillings(for: template, given: extra, at: range)
            let swift = try TemplateFilling.fill(template, component: component) { hole in
                if hole == .value, let whole { return whole }
                if case .valueField(let name) = hole, let field = rendered[name] { return field }
                return extra[hole] ?? props[hole]
            }
            return (emission.placement, swift)
        case .twoWay(let state):
            guard let emission = property.twoWay, let template = emission.template(forForm: nil) else {
                throw EmitterError.catalogGap(
                    "property \(property.name) of \(component.name), with no two-way emission,", at: range)
            }
            let binding = "viewModel.$" + (try Identifiers.identifier(state)).name
            let props = try siblings.fillings(for: template, at: range)
            return (
                emission.placement,
                try TemplateFilling.fill(template, component: component) { $0 == .binding ? binding : props[$0] }
            )
        case .oneWay:
            guard let emission = property.oneWay, let template = emission.template(forForm: nil) else {
                throw EmitterError.catalogGap(
                    "property \(property.name) of \(component.name), with no one-way emission,", at: range)
            }
            let binding = try ViewNames.binding(of: value, catalog: catalog)
            let type = try SwiftTypeName.of(binding.type, catalog: catalog)
            var accepted: [String] = []
            if let accepts = emission.accepts {
                for accept in accepts {
                    accepted.append(try TemplateFilling.fill(accept, component: component) { _ in nil })
                }
            } else {
                accepted = [try SwiftTypeName.of(property.type, catalog: catalog)]
            }
            var swift = binding.swift
            if !accepted.contains(type) {
                guard accepted.contains(type + "?") else {
                    throw EmitterError.catalogGap(
                        "\(property.name) of \(component.name), whose binding takes \(accepted.joined(separator: ", ")) and not a \(type),",
                        at: range)
                }
                swift += ".map { (value: \(type)) -> \(type)? in value }"
            }
            let props = try siblings.fillings(for: template, at: range)
            return (
                emission.placement,
                try TemplateFilling.fill(template, component: component) { $0 == .binding ? swift : props[$0] }
            )
        case .onReceive:
            guard let template = property.onReceive, let viewClass = component.viewClass else {
                throw EmitterError.checkerInvariant(
                    "property \(property.name) of \(component.name), which cannot be live, written live", at: range)
            }
            let binding = try ViewNames.binding(of: value, catalog: catalog)
            let fillings = try siblings.fillings(for: template, given: extra, at: range).merging(extra) { own, _ in own
            }.merging([.view: "context.view", .value: "context.value"]) { _, own in own }
            let statement = try TemplateFilling.fill(template, fillings, component: component)
            let context =
                "ViewBuilderValueContext<\(viewClass), \(try SwiftTypeName.of(binding.type, catalog: catalog))>"
            return (.modifier, ".onReceive(\(binding.swift)) { (context: \(context)) in \(statement) }")
        }
    }

    /// An event's registration: its closure with typed parameters. When its statements only send
    /// actions, they are `viewModel.send(…)` calls on one line; otherwise the closure runs them in
    /// one `viewModel.transact { … }`, as the runtime runs an event's statements as a transaction.
    func registration(
        of event: Event, body: [CheckedStatement], value: String? = nil, on component: Component, at range: SourceRange,
        fillings: [TemplateHole: String] = [:]
    ) throws(EmitterError) -> ChainItem {
        var parameters: [String] = []
        for parameter in event.params {
            let name = try TemplateFilling.fill(parameter.name, fillings, component: component)
            let type = try TemplateFilling.fill(parameter.type, fillings, component: component)
            parameters.append("\(name): \(type)")
        }
        let params = "(" + parameters.joined(separator: ", ") + ")"
        var sends: [String] = []
        for statement in body {
            guard case .send(let action, let arguments) = statement.kind,
                !arguments.contains(where: { SendArguments.readsDerived($0.value) })
            else { break }
            sends.append(
                "viewModel.\(names.send)(\(try ActionCall.swift(action, arguments, with: ViewNames.eventArguments(catalog, paramOwner: paramOwner, eventValue: value))))"
            )
        }
        /// The event's template with `{{params}}` and `{{body}}` filled, over what `fillings` fills.
        func template(filledWith body: String) throws(EmitterError) -> String {
            try TemplateFilling.fill(event.swift, component: component) { hole in
                switch hole {
                case .params: params
                case .body: body
                default: fillings[hole]
                }
            }
        }
        if sends.count == body.count {
            return .line(try template(filledWith: sends.joined(separator: "; ")))
        }
        let marker: Character = "\u{1}"
        let filled = try template(filledWith: String(marker))
        guard let split = filled.firstIndex(of: marker),
            filled[filled.index(after: split)...].trimmingLeadingSpaces.hasPrefix("}")
        else {
            throw EmitterError.catalogGap(
                "event \(event.name), whose template does not close its closure right after {{body}},", at: range)
        }
        let opening = filled[..<split].trimmingTrailingSpaces
        let closing = filled[filled.index(after: split)...].trimmingLeadingSpaces
        return .closure(opening, try transaction(body, eventValue: value), closing)
    }
}

/// The two halves of an event template split around `{{body}}`, without the spaces at the cut.
extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
            end = utf8.index(before: end)
        }
        return String(self[..<end])
    }

    fileprivate var trimmingLeadingSpaces: String {
        var start = utf8.startIndex
        while start < utf8.endIndex, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
        return String(self[start...])
    }
}
