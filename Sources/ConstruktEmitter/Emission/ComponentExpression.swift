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
    /// Whether a section of the tree tracks its scrolling (SectionScrolling.isTracked), through
    /// the helper that `writeSectionScrolling` writes and the view struct's `sectionScrollingProperty`.
    private(set) lazy var tracksSectionScrolling: Bool =
        screen.body?.components.contains(where: SectionScrolling.isTracked) ?? false
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
    /// The payload fields of the kept `switch` branches being written (`keepBranches: true`).
    var keptPayloads = KeptPayloads()
    /// The name of the helper that shows a kept branch (`writeKeptBranchesHelper`).
    let keptBranchesType: String
    /// Whether a `switch` of the tree keeps its branches, so that the helper is written.
    var keepsBranches = false

    init(
        catalog: ComponentCatalog, screen: CheckedScreen, viewModelType: String, paramOwner: String = "viewModel.",
        sectionEnumType: String = "", keptBranchesType: String = "",
        appTypes: AppTypeNames = .none
    ) {
        self.catalog = catalog
        self.screen = screen
        self.viewModelType = viewModelType
        self.paramOwner = paramOwner
        self.sectionEnumType = sectionEnumType
        self.keptBranchesType = keptBranchesType
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
            guard Self.isOneViewOrNone(then), Self.isOneViewOrNone(otherwise) else {
                return try writeLiveConditional(condition, then: then, else: otherwise, at: node, to: &writer)
            }
            let binding = try binding(of: condition)
            let flag = Self.freeLocal("isTrue", in: then + otherwise)
            writer.line(
                "\(appTypes.library("DynamicContainerView", in: "ConstruktKit"))(\(binding.swift).distinctUntilChanged()) { (\(flag): Bool) in"
            )
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try writeIf(flag, then: then, else: otherwise, emptyBranch: emptyContainer, to: &writer)
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

    /// The binding of a live value in the view, kept payload fields included.
    func binding(of value: TypedValue) throws(EmitterError) -> LiveBinding {
        try ViewNames.binding(of: value, catalog: catalog, payloads: keptPayloads)
    }

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

    /// `if <condition> {` over `then`'s nodes, and `} else {` over `otherwise`'s when it has any;
    /// with `emptyBranch`, a branch with no nodes holds it, the else branch too.
    private func writeIf(
        _ condition: String, then: [CheckedNode], else otherwise: [CheckedNode], emptyBranch: String? = nil,
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        writer.line("if \(condition) {")
        try writeBranch(then, orIfEmpty: emptyBranch, to: &writer)
        if !otherwise.isEmpty || emptyBranch != nil {
            writer.line("} else {")
            try writeBranch(otherwise, orIfEmpty: emptyBranch, to: &writer)
        }
        writer.line("}")
    }

    /// A branch's nodes one level in, or `empty` in place of none.
    func writeBranch(_ nodes: [CheckedNode], orIfEmpty empty: String?, to writer: inout SwiftCodeWriter)
        throws(EmitterError)
    {
        guard nodes.isEmpty, let empty else { return try writeIndented(nodes, to: &writer) }
        writer.indented { writer in writer.line(empty) }
    }

    /// What a branch with no nodes builds in a `DynamicContainerView`: an empty `ContainerView()`,
    /// which replaces the view shown, as nothing would not (`isOneViewOrNone`).
    var emptyContainer: String {
        "\(appTypes.library("ContainerView", in: "ConstruktKit"))()"
    }

    /// Whether `nodes` build one view (a component node) or none, which a `DynamicContainerView`
    /// shows as they are: after it appeared, 1.2.6's `transition(to:)` shows only the first view of
    /// what it builds and keeps its content when it builds none (a `forEach`, an `if` or a slot
    /// may build any number).
    static func isOneViewOrNone(_ nodes: [CheckedNode]) -> Bool {
        guard let only = nodes.first else { return true }
        guard nodes.count == 1, case .component = only.kind else { return false }
        return true
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

    /// Statements as a `viewModel.transact { … }` call's lines; `eventValue` is what `value` reads,
    /// `captured` how the loop variables an event's parameters hide are spelled.
    private func transaction(
        _ body: [CheckedStatement], eventValue: String? = nil, captured: [String: String] = [:]
    ) throws(EmitterError) -> [String] {
        var statements = StatementWriter(
            screen: screen, catalog: catalog, names: names, owner: "viewModel", ownerType: viewModelType)
        statements.routeNames = routeNames
        statements.eventValue = eventValue
        statements.capturedLoopVariables = captured
        statements.sourceLocations = sourceLocations
        let guards = try keptPayloads.guards(for: body) { (value: TypedValue) throws(EmitterError) in
            try statements.expression(value)
        }
        var lines = guards.map { "    " + $0 } + (try statements.lines(body, depth: 1))
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
        let fillings = try listFillings(of: node)
        let cells = cells(of: node)
        var call = try self.call(of: node, component: component, fillings: fillings, cells: cells)
        try addDefaults(to: &call, of: node, component: component, fillings: fillings, cells: cells)
        if node.isUserComponent, routeNames?.navigates(component: node.name) == true {
            call.arguments.append(
                ComponentCall.Argument(
                    position: catalog.properties(of: node.name).count,
                    code: SplicedCode("navigator: viewModel.\(names.navigator)"), property: nil))
        }
        try write(call, of: node, component: component, hooks: hooks, to: &writer)
    }

    /// What a list over items (TableView) fills in its templates: the loop variable
    /// (`{{props.as}}`) and the item type (`{{Item}}`).
    private func listFillings(of node: CheckedComponent) throws(EmitterError) -> [TemplateHole: String] {
        guard let loop = node.loop else { return [:] }
        return [
            .property("as"): try Identifiers.local(loop.variable),
            .typeParameter("Item"): try SwiftTypeName.of(loop.element),
        ]
    }

    /// The defaults the catalog writes for absent `emitDefault` properties that no exclusive
    /// sibling replaces: `nil`, `[]` (`ImageView(nil)`) or the catalog's `default:` as Swift of
    /// the property's type (`FixedSpacerView(16)`, since 1.2.6's `FixedSpacerView()` sets no height).
    private func addDefaults(
        to call: inout ComponentCall, of node: CheckedComponent, component: Component, fillings: [TemplateHole: String],
        cells: [TemplateHole: SplicedCode<ComponentCall.InlineViews>]
    ) throws(EmitterError) {
        let written = call.initializerProperties
        for (position, property) in catalog.properties(of: node.name).enumerated()
        where property.emitDefault && !written.contains(where: { $0 === property })
            && InitializerArguments.needsDefault(property, of: component, arguments: written)
        {
            guard let emission = property.constant, emission.placement == .initializer,
                let template = emission.template(forForm: nil)
            else {
                throw EmitterError.catalogGap("the default of \(property.name) on \(node.name)", at: node.range)
            }
            let value: String
            if let written = property.defaultValue {
                value =
                    written.listItems?.isEmpty == true
                    ? "[]"
                    : try FormValueWriter(catalog: catalog).defaultValue(
                        written, as: property.type, of: node.name, at: node.range)
            } else if property.type.isOptional {
                value = "nil"
            } else {
                throw EmitterError.catalogGap("the default of \(property.name) on \(node.name)", at: node.range)
            }
            let filled = try TemplateFilling.splice(template, component: component, places: cells) { hole in
                hole == .value ? value : fillings[hole]
            }
            call.arguments.append(ComponentCall.Argument(position: position, code: filled, property: nil))
        }
    }

    /// Writes a component's call: its construct with its arguments, the views of its trailing
    /// closure or its sections, or the views its initializer holds, then its modifier chain and `hooks`.
    private func write(
        _ call: ComponentCall, of node: CheckedComponent, component: Component, hooks: [ChainItem],
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        let argumentList = call.argumentList
        let construct = try TemplateFilling.splice(component.construct, component: component) {
            $0 == .arguments ? argumentList : nil
        }
        guard var line = construct.text else {
            guard call.children == nil, call.sections == nil else {
                throw EmitterError.catalogGap(
                    "\(node.name), with views both in its initializer and after it,", at: node.range)
            }
            return try writeSpliced(construct, chain: call, hooks: hooks, at: node, to: &writer)
        }
        var children = call.children
        // No content: the stacks and scroll views of 1.2.6 have no initializer without their builder.
        let dropsParentheses = argumentList.text?.isEmpty == true && line.hasSuffix("()")
        if children?.isEmpty ?? hasTrailingViews(component), call.sections == nil {
            if dropsParentheses { line.removeLast(2) }
            line +=
                " "
                + (call.childrenWrappers.isEmpty
                    ? call.childrenOpening + (call.childrenOpening == "{" ? "}" : " }")
                    : ChildrenWrapper.empty(call.childrenWrappers))
            children = nil
        }
        guard children != nil || call.sections != nil else {
            writer.line(line)
            return try writer.chain { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try write(call.methods, call.modifiers, hooks, to: &writer)
            }
        }
        if dropsParentheses { line.removeLast(2) }
        writer.line(line + " " + (call.sections == nil ? call.childrenOpening : "{"))
        var sectionHooks: [ChainItem] = []
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            if let children {
                enclosingComponents.append(node)
                defer { enclosingComponents.removeLast() }
                try write(children, wrappedIn: call.childrenWrappers[...], to: &writer)
            }
            if let sections = call.sections { sectionHooks = try writeSections(sections, to: &writer) }
        }
        writer.line("}")
        try write(call.methods, call.modifiers, hooks + sectionHooks, to: &writer)
    }

    /// Writes the views of a trailing closure inside the views its template wraps them in, each
    /// wrapper's modifiers chained after its closing brace.
    private func write(
        _ children: [CheckedNode], wrappedIn wrappers: ArraySlice<ChildrenWrapper>, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        guard let wrapper = wrappers.first else { return try write(children, to: &writer) }
        writer.line(wrapper.opening)
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            try write(children, wrappedIn: wrappers.dropFirst(), to: &writer)
        }
        writer.line("}")
        if !wrapper.chain.isEmpty { writer.line(wrapper.chain) }
    }

    /// Writes a construct that holds views in its initializer, each where its place is: a list's
    /// cell inside the closure its template brings (`TableView(DynamicItemViewBuilder(items) {
    /// (item: Item) in`, the cell, `})`), a `component:` node's view slot as a closure argument
    /// (`NavBar(title: "Home", trailing: {`, the nodes, `})`); then the modifier chain, level with
    /// a list's closing brace and under a component's.
    private func writeSpliced(
        _ construct: SplicedCode<ComponentCall.InlineViews>, chain call: ComponentCall, hooks: [ChainItem],
        at node: CheckedComponent, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        var resumption = ""
        var holdsCell = false
        for (text, place) in zip(construct.texts, construct.places) {
            switch place {
            case .cell(let nodes):
                guard nodes.count == 1, let cell = nodes.first else {
                    throw EmitterError.checkerInvariant(
                        "a cell of \(node.name) that is not one component", at: node.range)
                }
                writer.line(resumption + text.droppingTrailingSpaces)
                try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                    try write(cell, inResultBuilder: false, to: &writer)
                }
                resumption = ""
                holdsCell = true
            case .slotArgument(let nodes):
                writer.line(resumption + text + "{")
                try writeIndented(nodes, to: &writer)
                resumption = "}"
            }
        }
        let last = construct.texts[construct.texts.count - 1]
        writer.line(resumption + (holdsCell ? last.droppingLeadingSpaces : last))
        guard holdsCell else {
            return try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try write(call.methods, call.modifiers, hooks, to: &writer)
            }
        }
        try write(call.methods, call.modifiers, hooks, to: &writer)
    }

    /// Whether the component takes its content as a trailing result-builder closure.
    func hasTrailingViews(_ component: Component) -> Bool {
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
    static func block(of slot: Slot, filledWith fillings: [TemplateHole: String]) -> (
        opening: String, closing: String
    )? {
        let filled: SplicedCode<Void>? = try? TemplateFilling.splice(slot.swift, owner: slot.name) { hole in
            hole == .views ? .place(()) : fillings[hole].map { SplicedCode($0) }
        }
        guard let (opening, _, closing) = filled?.aroundOnlyPlace,
            opening.hasSuffix("{") || opening.hasSuffix(" in"), closing.hasPrefix("}")
        else { return nil }
        return (opening, closing)
    }

    /// The fillings of a slot's template: its arguments, the sibling properties it reads, and its
    /// closure parameters, named as the checker bound them (`{{props.as}}`: the written name, else
    /// the property's default).
    func slotFillings(
        of slot: Slot, arguments: [TypedValue.Field], on node: CheckedComponent, component: Component,
        siblings: SiblingProperties
    ) throws(EmitterError) -> [TemplateHole: String] {
        var fillings = try ArgumentFillings.of(
            slot.args, written: arguments, catalog: catalog, payloads: keptPayloads, constants: constants,
            at: node.range)
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

    /// `body`'s result, or its error placed at `range` when it has no place of its own (a template
    /// the emitter cannot fill is reported at the property that used it).
    func located<T>(at range: SourceRange, _ body: () throws(EmitterError) -> T) throws(EmitterError) -> T {
        do {
            return try body()
        } catch {
            throw error.range == nil ? EmitterError(error.message, at: range) : error
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
        var captured: [String: String] = [:]
        for parameter in event.params {
            let name = try TemplateFilling.fill(parameter.name, fillings, component: component)
            let type = try TemplateFilling.fill(parameter.type, fillings, component: component)
            parameters.append("\(name): \(type)")
            // A parameter the catalog names itself hides a loop variable of that name that the
            // statements read (other than the event's own `value`): the closure captures the loop
            // variable under another name first.
            if parameter.name.holes.isEmpty, name != "value" || value == nil,
                VariableReads.readsLoopVariable(name, in: body),
                try Identifiers.local(name) == name
            {
                captured[name] = try Identifiers.local("outer" + name.prefix(1).uppercased() + name.dropFirst())
            }
        }
        let captures = captured.sorted { $0.key < $1.key }.map { "\($0.value) = \($0.key)" }
        let params =
            (captures.isEmpty ? "" : "[" + captures.joined(separator: ", ") + "] ")
            + "(" + parameters.joined(separator: ", ") + ")"
        let arguments = ViewNames.eventArguments(
            catalog, paramOwner: paramOwner, eventValue: value, capturedLoopVariables: captured)
        var sends: [String] = []
        // Statements that read a kept payload field match its case in the transaction first.
        let readsKeptPayload = VariableReads.readsKeptPayload(in: body)
        for statement in body {
            guard !readsKeptPayload, case .send(let action, let sent) = statement.kind,
                !sent.contains(where: { SendArguments.readsDerived($0.value) })
            else { break }
            sends.append(
                "viewModel.\(names.send)(\(try ActionCall.swift(action, sent, with: arguments)))"
            )
        }
        /// The event's template with `{{params}}` and `{{body}}` filled, over what `fillings` fills.
        func template(filledWith body: SplicedCode<Void>) throws(EmitterError) -> SplicedCode<Void> {
            try TemplateFilling.splice(event.swift, component: component) { hole in
                switch hole {
                case .params: SplicedCode(params)
                case .body: body
                default: fillings[hole].map { SplicedCode($0) }
                }
            }
        }
        if sends.count == body.count,
            let line = try template(filledWith: SplicedCode(sends.joined(separator: "; "))).text
        {
            return .line(line)
        }
        guard let (opening, _, closing) = try template(filledWith: .place(())).aroundOnlyPlace, closing.hasPrefix("}")
        else {
            throw EmitterError.catalogGap(
                "event \(event.name), whose template does not close its closure right after {{body}},", at: range)
        }
        return .closure(opening, try transaction(body, eventValue: value, captured: captured), closing)
    }
}
