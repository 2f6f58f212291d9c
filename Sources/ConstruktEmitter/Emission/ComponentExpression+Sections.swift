import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// A CollectionView's sections (Docs/language.md, Lists, CATALOG-FORMAT.md §17 decision 9), one
/// `AnySection` per entry, its id a case of the screen's section enum:
///
///     AnySection(id: HomeViewSection.popular, items: viewModel.$popular) { (movie: Movie) in
///         AnyCell(movie, id: movie.id) { (movie: Movie) in
///             MovieRow(movie: movie)
///         }
///     }
///     .layout {
///         CollectionLayoutSectionBuilder.list(itemHeight: .absolute(120), itemInsets: …)
///             .spacing(16)
///     }
///     .header {
///         Header {
///             LabelView("Popular")
///         }
///     }
///     .onSelect { (movie: Movie) in viewModel.send(.open(movieId: movie.id)) }
///     .shimmer(count: 5, when: viewModel.$isLoading, …) {
///         ContainerView()
///     }
///
/// Items always go through the binding initializer (a constant list as `AnyViewBinding.just`);
/// static `cells:` through the content-builder initializer, each cell an `AnyCell((), id: "…")`
/// hosting its node. The section's modifiers come in a fixed order: layout (always written: a
/// section without one never shows), header, footer, emptyState, backgroundDecoration, onSelect, and shimmer last, so
/// that the placeholders it puts in while loading are not selectable.
extension ComponentExpression {
    /// Writes a CollectionView's section entries; returns what the CollectionView's chain ends
    /// with for them: the attachment of its sections that track scrolling (`SectionScrolling`).
    func writeSections(_ sections: [CheckedComponent], to writer: inout SwiftCodeWriter) throws(EmitterError)
        -> [ChainItem]
    {
        var tracked: [SectionScrolling.Tracked] = []
        // Many sections make one long expression: each is then a property of its own, unless it
        // reads a loop variable from around the list, which a property could not see.
        let extracts = sections.count >= ExtractedViews.minimumSections && sourceLocations == nil
        for section in sections {
            guard extracts, !VariableReads.readsOuterLoopVariable(section), let id = Self.sectionId(of: section) else {
                if let tracking = try writeSection(section, to: &writer) { tracked.append(tracking) }
                continue
            }
            let part = extracted.reserve(
                for: id.prefix(1).uppercased() + id.dropFirst() + "Section",
                type: appTypes.library("AnySection", in: "ConstruktKit"))
            var code = SwiftCodeWriter(indentation: ExtractedViews.depth)
            if let tracking = try writeSection(section, to: &code) { tracked.append(tracking) }
            extracted.fill(part.index, code: code)
            writer.line(part.name)
        }
        guard !tracked.isEmpty else { return [] }
        return [
            SectionScrolling.attachment(
                of: tracked, through: sectionScrollingProperty,
                wrapperType: appTypes.library("CollectionViewWrapperView", in: "ConstruktKit"))
        ]
    }

    /// A section's id (`section: hero`), the name of its case.
    private static func sectionId(of section: CheckedComponent) -> String? {
        for member in section.members where member.name == "section" {
            if case .property(let value, _) = member.kind, case .expression(let expression) = value.kind,
                case .string(let name) = expression.kind
            {
                return name
            }
        }
        return nil
    }

    private func writeSection(_ section: CheckedComponent, to writer: inout SwiftCodeWriter) throws(EmitterError)
        -> SectionScrolling.Tracked?
    {
        guard let component = catalog.component(named: section.name), component.kind == .section else {
            throw EmitterError.checkerInvariant(
                "\(section.name), which is not a section, in sections:", at: section.range)
        }
        let parts = try sectionParts(of: section, component: component, fragment: writer.fragment())
        guard let id = parts.id else {
            throw EmitterError.checkerInvariant("a section without its id ('section: name')", at: section.range)
        }
        let sectionId = "\(sectionEnumType).\(try Identifiers.source(id))"
        if !sectionIds.contains(id) { sectionIds.append(id) }
        try writeSectionContent(section, parts: parts, id: sectionId, name: id, to: &writer)
        let tracking = SectionScrolling.Tracked(
            section: sectionId, page: parts.page, nearEnd: parts.nearEnd?.end,
            measuresCenterDistance: section.loop?.centerDistance != nil)
        try writeLayout(of: section, component: component, parts: parts, tracking: tracking, to: &writer)
        for code in [parts.header, parts.footer, parts.emptyState, parts.decoration].compactMap(\.self) {
            writer.append(code)
        }
        if let onSelect = parts.onSelect { try write(onSelect, to: &writer) }
        if let shimmer = parts.shimmer { writer.append(shimmer) }
        return SectionScrolling.isTracked(section) ? tracking : nil
    }

    /// What a section's members say, gathered before it is written: its id, content, layout, the
    /// supplementary views written as their members come (placed after the layout in their fixed
    /// order), its events, and what it tracks as it scrolls.
    private struct SectionParts {
        var id: String?
        var cellNodes: [CheckedNode] = []
        var cells: [CheckedComponent] = []
        var layout: TypedValue?
        var itemIdentity: TypedValue?
        var header: SwiftCodeWriter?
        var footer: SwiftCodeWriter?
        var emptyState: SwiftCodeWriter?
        var shimmer: SwiftCodeWriter?
        var decoration: SwiftCodeWriter?
        var onSelect: ChainItem?
        /// A carousel's page state, as its binding.
        var page: String?
        /// A list's near end: where it begins, and what runs then.
        var nearEnd: (end: SectionScrolling.NearEnd, event: ChainItem)?
        /// What a section over items names in its templates: `{{Item}}` and `{{props.as}}`.
        var fillings: [TemplateHole: String] = [:]
    }

    /// A section's parts; `fragment` is an empty writer at the section's indentation, for the
    /// supplementary views.
    private func sectionParts(of section: CheckedComponent, component: Component, fragment: SwiftCodeWriter)
        throws(EmitterError) -> SectionParts
    {
        var parts = SectionParts()
        if let loop = section.loop {
            parts.fillings[.typeParameter("Item")] = try SwiftTypeName.of(loop.element)
            parts.fillings[.property("as")] = try Identifiers.local(loop.variable)
        }
        for member in section.members {
            switch member.kind {
            case .property(let value, let binding):
                switch member.name {
                case "page":
                    guard case .twoWay(let state) = binding else {
                        throw EmitterError.checkerInvariant("a page that is not a state", at: member.range)
                    }
                    parts.page = "viewModel.$" + (try Identifiers.identifier(state)).name
                case "section":
                    guard case .expression(let expression) = value.kind, case .string(let name) = expression.kind else {
                        throw EmitterError.checkerInvariant("a section id that is not a name", at: member.range)
                    }
                    parts.id = name
                case "id": parts.itemIdentity = value
                case "layout": parts.layout = value
                case "items", "as", "index", "centerDistance": continue
                default: throw EmitterError.catalogGap("property \(member.name) of a section", at: member.range)
                }
            case .slot(let arguments, let nodes):
                try addSectionSlot(member, arguments: arguments, nodes: nodes, fragment: fragment, to: &parts)
            case .entries(let entries):
                parts.cells = entries
            case .event(let arguments, let carried, let body):
                try addSectionEvent(
                    member, arguments: arguments, carried: carried, body: body, of: section, component: component,
                    to: &parts)
            case .accessibilityIdentifier:
                throw EmitterError.checkerInvariant("'id' of a section written as a node identifier", at: member.range)
            }
        }
        return parts
    }

    private func addSectionSlot(
        _ member: CheckedMember, arguments: [TypedValue.Field], nodes: [CheckedNode], fragment: SwiftCodeWriter,
        to parts: inout SectionParts
    ) throws(EmitterError) {
        var code = fragment
        switch member.name {
        case "cell": parts.cellNodes = nodes
        case "header": parts.header = try supplementary("header", "Header", nodes, after: fragment)
        case "footer": parts.footer = try supplementary("footer", "Footer", nodes, after: fragment)
        case "emptyState":
            code.line(".emptyState {")
            try writeIndented(nodes, to: &code)
            code.line("}")
            parts.emptyState = code
        case "shimmer":
            try writeShimmer(arguments: arguments, nodes: nodes, at: member.range, to: &code)
            parts.shimmer = code
        case "backgroundDecoration":
            try writeBackgroundDecoration(arguments: arguments, nodes: nodes, at: member.range, to: &code)
            parts.decoration = code
        default: throw EmitterError.catalogGap("slot \(member.name) of a section", at: member.range)
        }
    }

    private func addSectionEvent(
        _ member: CheckedMember, arguments: [TypedValue.Field], carried: ValueType?, body: [CheckedStatement],
        of section: CheckedComponent, component: Component, to parts: inout SectionParts
    ) throws(EmitterError) {
        if member.name == "onNearEnd" {
            guard let event = catalog.event(named: member.name, of: section.name) else {
                throw EmitterError.catalogGap("event \(member.name) of a section", at: member.range)
            }
            // `distance` and `throttle` have no default: only those written are filled, and `within` is 3 unless said.
            let filled = event.args.filter { argument in
                argument.name == "within" || arguments.contains { $0.name == argument.name }
            }
            let written = try ArgumentFillings.of(
                filled, written: arguments, catalog: catalog, payloads: keptPayloads, constants: constants,
                at: member.range)
            // A drag near the end runs it at most every quarter of a second unless said (Docs/language.md, Scrolling and paging).
            let end: SectionScrolling.NearEnd =
                written[.argument("distance")].map { .distance($0, throttle: written[.argument("throttle")] ?? "0.25") }
                ?? .within(written[.argument("within")] ?? "3")
            parts.nearEnd = (
                end, try registration(of: event, body: body, on: component, at: member.range, fillings: parts.fillings)
            )
            return
        }
        guard member.name == "onSelect", let event = catalog.event(named: member.name, of: section.name),
            arguments.isEmpty
        else {
            throw EmitterError.catalogGap("event \(member.name) of a section", at: member.range)
        }
        let value = try located(at: member.range) { () throws(EmitterError) in
            try EventValue.swift(of: event, carried: carried, on: component, fillings: parts.fillings)
        }
        parts.onSelect = try registration(
            of: event, body: body, value: value, on: component, at: member.range, fillings: parts.fillings)
    }

    /// `AnySection(id:items:)` with its cell over the items, or `AnySection(id:)` with its static
    /// cells, up to its closing brace.
    private func writeSectionContent(
        _ section: CheckedComponent, parts: SectionParts, id sectionId: String, name: String,
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        guard let loop = section.loop else {
            writer.line("AnySection(id: \(sectionId)) {")
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                for cell in parts.cells { try writeStaticCell(cell, inSection: name, to: &writer) }
            }
            return writer.line("}")
        }
        let itemType = try SwiftTypeName.of(loop.element)
        let variable = try Identifiers.local(loop.variable)
        let items: String
        if loop.items.isLive {
            items = try binding(of: loop.items).swift
        } else {
            items = "AnyViewBinding<[\(itemType)]>.just(\(try constants.value(loop.items)))"
        }
        guard parts.cellNodes.count == 1, let cell = parts.cellNodes.first else {
            throw EmitterError.checkerInvariant("a section's cell that is not one component", at: section.range)
        }
        guard let itemIdentity = parts.itemIdentity else {
            throw EmitterError.checkerInvariant(
                "a section over \(itemType) with no identity of its items", at: section.range)
        }
        let identity = CellIdentifier.swift(
            try constants.value(itemIdentity), isOptional: itemIdentity.type.isOptional, inSection: name)
        if let index = loop.index {
            // Each row is its position and the item, as `zip(indices, items)` pairs them.
            let position = try Identifiers.local(index)
            writer.line(
                "AnySection(id: \(sectionId), items: \(items).map { Array(Swift.zip($0.indices, $0)) }) { (\(position): Int, \(variable): \(itemType)) in"
            )
        } else {
            writer.line("AnySection(id: \(sectionId), items: \(items)) { (\(variable): \(itemType)) in")
        }
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            writer.line("AnyCell(\(variable), id: \(identity)) { (\(variable): \(itemType)) in")
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                guard let distance = loop.centerDistance else {
                    return try write(cell, inResultBuilder: false, to: &writer)
                }
                // The cell's views read the Property its distance from the carousel's centre is kept in.
                writer.line(
                    "\(sectionScrollingProperty).centered(\(identity), in: \(sectionId)) { (\(try Identifiers.local(distance)): \(appTypes.library("Property", in: "ConstruktKit"))<CGFloat>) in"
                )
                try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                    try write(cell, inResultBuilder: false, to: &writer)
                }
                writer.line("}")
            }
            writer.line("}")
        }
        writer.line("}")
    }

    /// The section's `.layout { … }`: its layout's chain, with the supplementary items its header
    /// and footer need, through the section-scrolling helper when the section tracks its scrolling.
    private func writeLayout(
        of section: CheckedComponent, component: Component, parts: SectionParts,
        tracking: SectionScrolling.Tracked, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        guard let layout = parts.layout else {
            throw EmitterError.checkerInvariant(
                "a section without a layout, which the checker fills from the catalog's default", at: section.range)
        }
        var links = try NestedFormWriter(catalog: catalog, constants: constants).chainLinks(layout)
        if case .form(_, _, _, let written) = layout.kind {
            for (slotName, isFilled) in [("header", parts.header != nil), ("footer", parts.footer != nil)]
            where isFilled && !written.contains(where: { $0.name == slotName }) {
                if let supplementary = catalog.slot(named: slotName, of: section.name)?.layoutSupplementary {
                    links.append(try TemplateFilling.fill(supplementary, [:], component: component))
                }
            }
        }
        let nearEnd = parts.nearEnd
        try writer.block(".layout") { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            guard let first = links.first else { return }
            guard tracking.page != nil || nearEnd != nil || tracking.measuresCenterDistance else {
                writer.line(first)
                writer.chain { writer in
                    for link in links.dropFirst() { writer.line(link) }
                }
                return
            }
            // The layout goes through the screen's section-scrolling helper, which watches its visible items.
            writer.line(sectionScrollingProperty + "." + tracking.call + "(")
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                for argument in tracking.arguments { writer.line(argument + ",") }
                // The layout's chain, then the near end's closure after a comma.
                var chain = ["layout: " + first] + links.dropFirst()
                if nearEnd != nil { chain[chain.count - 1] += "," }
                writer.line(chain[0])
                writer.chain { writer in
                    for link in chain.dropFirst() { writer.line(link) }
                }
                if let nearEnd { try write(nearEnd.event, to: &writer) }
            }
            writer.line(")")
        }
    }

    /// Writes a static cell: `AnyCell((), id: "settings-about") { (_: Void) in … }`, then its `onSelect`.
    private func writeStaticCell(
        _ cell: CheckedComponent, inSection section: String, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        guard let component = catalog.component(named: cell.name), component.kind == .cell else {
            throw EmitterError.checkerInvariant("\(cell.name), which is not a cell, in cells:", at: cell.range)
        }
        var id: String?
        var nodes: [CheckedNode] = []
        var onSelect: ChainItem?
        for member in cell.members {
            switch member.kind {
            case .property(let value, _) where member.name == "id":
                id = CellIdentifier.swift(
                    try constants.value(value), isOptional: value.type.isOptional, inSection: section)
            case .slot(_, let written) where member.name == "cell":
                nodes = written
            case .event(let arguments, _, let body) where member.name == "onSelect" && arguments.isEmpty:
                guard let event = catalog.event(named: member.name, of: cell.name) else { continue }
                onSelect = try registration(of: event, body: body, on: component, at: member.range)
            default:
                throw EmitterError.catalogGap("\(member.name) of a cell", at: member.range)
            }
        }
        guard let id, nodes.count == 1, let node = nodes.first else {
            throw EmitterError.checkerInvariant("a cell without an id and one component", at: cell.range)
        }
        writer.line("AnyCell((), id: \(id)) { (_: Void) in")
        try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            try write(node, inResultBuilder: false, to: &writer)
        }
        writer.line("}")
        if let onSelect { try write(onSelect, to: &writer) }
    }

    /// `.header { Header { … } }` (or the footer's) around a supplementary slot's nodes, for
    /// `writer` to append later.
    private func supplementary(
        _ modifier: String, _ type: String, _ nodes: [CheckedNode], after writer: SwiftCodeWriter
    ) throws(EmitterError) -> SwiftCodeWriter {
        var code = writer.fragment()
        try code.block(".\(modifier)") { (code: inout SwiftCodeWriter) throws(EmitterError) in
            try code.block(type) { (code: inout SwiftCodeWriter) throws(EmitterError) in try write(nodes, to: &code) }
        }
        return code
    }

    /// Writes `.shimmer(count:when:includeSupplementary:hideSupplementary:) { placeholder }`;
    /// without a placeholder written, the catalog's default one.
    /// `.backgroundDecoration { … }`, with `insets:` and `zIndex:` where written, as one writes
    /// it by hand: the section's id names the decoration.
    private func writeBackgroundDecoration(
        arguments: [TypedValue.Field], nodes: [CheckedNode], at range: SourceRange, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        guard let slot = catalog.slot(named: "backgroundDecoration", of: "AnySection") else {
            throw EmitterError.catalogGap("a section, with no backgroundDecoration slot,", at: range)
        }
        let given = slot.args.filter { argument in arguments.contains { $0.name == argument.name } }
        let fillings = try ArgumentFillings.of(
            given, written: arguments, catalog: catalog, payloads: keptPayloads, constants: constants, at: range)
        let written = given.compactMap { argument in
            fillings[.argument(argument.name)].map { "\(argument.name): \($0)" }
        }
        writer.line(".backgroundDecoration" + (written.isEmpty ? "" : "(\(written.joined(separator: ", ")))") + " {")
        try writeIndented(nodes, to: &writer)
        writer.line("}")
    }

    private func writeShimmer(
        arguments: [TypedValue.Field], nodes: [CheckedNode], at range: SourceRange, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        guard let slot = catalog.slot(named: "shimmer", of: "AnySection") else {
            throw EmitterError.catalogGap("a section, with no shimmer slot,", at: range)
        }
        let fillings = try ArgumentFillings.of(
            slot.args, written: arguments, catalog: catalog, payloads: keptPayloads, constants: constants, at: range)
        let filled: SplicedCode<Void> = try TemplateFilling.splice(slot.swift, owner: "AnySection") { hole in
            hole == .views ? .place(()) : fillings[hole].map { SplicedCode($0) }
        }
        guard let (opening, _, closing) = filled.aroundOnlyPlace, opening.hasSuffix("{"), closing == "}" else {
            throw EmitterError.catalogGap("the shimmer slot, whose template holds no placeholder,", at: range)
        }
        writer.line(opening)
        if let node = nodes.first {
            guard nodes.count == 1 else {
                throw EmitterError.checkerInvariant("a shimmer placeholder that is not one component", at: range)
            }
            try writer.indented { (writer: inout SwiftCodeWriter) throws(EmitterError) in
                try write(node, inResultBuilder: false, to: &writer)
            }
        } else if let placeholder = slot.defaultContent {
            let content = try TemplateFilling.fill(placeholder, [:], in: "AnySection")
            writer.indented { writer in writer.line(content) }
        }
        writer.line("}")
    }

    /// The section-scrolling helper of a screen, after its section enum, when a section tracks
    /// its scrolling.
    func writeSectionScrolling(named name: String, to writer: inout SwiftCodeWriter) {
        guard tracksSectionScrolling else { return }
        let measures = screen.body?.components.contains { $0.loop?.centerDistance != nil } ?? false
        SectionScrolling.writeHelper(
            named: name, sectionType: sectionEnumType, appTypes: appTypes, measuresCenterDistance: measures,
            to: &writer)
    }

    /// The section id enum of a screen, after its view struct, when its CollectionViews have
    /// sections: `enum HomeViewSection: String, SectionConfigIdentifier`.
    func writeSectionEnum(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        guard !sectionIds.isEmpty else { return }
        let name = sectionEnumType
        writer.blankLine()
        var identifiers: [String] = []
        for id in sectionIds { identifiers.append(try Identifiers.source(id)) }
        writer.docComment("The ids of a generated screen's collection sections.")
        writer.block("nonisolated enum \(name): String, SectionConfigIdentifier") { writer in
            writer.line("case " + identifiers.joined(separator: ", "))
            writer.blankLine()
            writer.line("var uniqueId: String { rawValue }")
        }
    }
}
