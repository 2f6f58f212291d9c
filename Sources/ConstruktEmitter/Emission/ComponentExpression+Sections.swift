import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// A CollectionView's sections (LANGUAGE.md §6, CATALOG-FORMAT.md §17 decision 9), one
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
/// section without one never shows), header, footer, emptyState, onSelect, and shimmer last, so
/// that the placeholders it puts in while loading are not selectable.
extension ComponentExpression {
    /// The lines of a CollectionView's section entries at `depth`.
    func sectionLines(_ sections: [CheckedComponent], depth: Int) throws(EmitterError) -> [String] {
        var lines: [String] = []
        for section in sections { lines += try sectionLines(section, depth: depth) }
        return lines
    }

    private func sectionLines(_ section: CheckedComponent, depth: Int) throws(EmitterError) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        let inner = indent + "    "
        guard let component = catalog.component(named: section.name), component.kind == .section else {
            throw EmitterError("\(section.name) is not a section", at: section.range)
        }
        var id: String?
        var cellNodes: [CheckedNode] = []
        var cells: [CheckedComponent] = []
        var layout: TypedValue?
        var itemIdentity: TypedValue?
        var modifiers: (header: [String], footer: [String], emptyState: [String], onSelect: [String], shimmer: [String]) = ([], [], [], [], [])
        var hasHeader = false, hasFooter = false

        let loop = section.loop
        let itemType = try loop.map { loop throws(EmitterError) in try SwiftTypeName.of(loop.element) }
        let variable = try loop.map { loop throws(EmitterError) in try Identifiers.source(loop.variable) }
        var sectionFillings: [TemplateHole: String] = [:]
        if let itemType, let variable {
            sectionFillings[.typeParameter("Item")] = itemType
            sectionFillings[.property("as")] = variable
        }

        for member in section.members {
            switch member.kind {
            case .property(let value, _):
                switch member.name {
                case "section":
                    guard case .expression(let expression) = value.kind, case .string(let name) = expression.kind else {
                        throw EmitterError("a section id is a name", at: member.range)
                    }
                    id = name
                case "id": itemIdentity = value
                case "layout": layout = value
                case "items", "as": continue
                default: throw EmitterError("property \(member.name) of a section is not supported by the emitter yet", at: member.range)
                }
            case .slot(let arguments, let nodes):
                switch member.name {
                case "cell": cellNodes = nodes
                case "header":
                    hasHeader = true
                    modifiers.header = try supplementaryLines("header", "Header", nodes, depth: depth)
                case "footer":
                    hasFooter = true
                    modifiers.footer = try supplementaryLines("footer", "Footer", nodes, depth: depth)
                case "emptyState":
                    modifiers.emptyState = [indent + ".emptyState {"] + (try self.lines(nodes, depth: depth + 1)) + [indent + "}"]
                case "shimmer":
                    modifiers.shimmer = try shimmerLines(arguments: arguments, nodes: nodes, depth: depth, at: member.range)
                default: throw EmitterError("slot \(member.name) of a section is not supported by the emitter yet", at: member.range)
                }
            case .entries(let entries):
                cells = entries
            case .event(let arguments, _, let body):
                guard member.name == "onSelect", let event = catalog.event(named: member.name, of: section.name), arguments.isEmpty else {
                    throw EmitterError("event \(member.name) of a section is not supported by the emitter yet", at: member.range)
                }
                modifiers.onSelect = chainLines(try registration(of: event, body: body, on: component, at: member.range, fillings: sectionFillings), depth: depth)
            case .accessibilityIdentifier:
                throw EmitterError("'id' of a section is its items' identity", at: member.range)
            }
        }

        guard let id else { throw EmitterError("a section needs its id ('section: name')", at: section.range) }
        let sectionId = "\(sectionEnumType).\(try Identifiers.source(id))"
        if !sectionIds.contains(id) { sectionIds.append(id) }

        var lines: [String]
        if let loop, let itemType, let variable {
            let items: String
            if loop.items.isLive {
                items = try ViewNames.binding(of: loop.items, catalog: catalog).swift
            } else {
                items = "AnyViewBinding<[\(itemType)]>.just(\(try constants.value(loop.items)))"
            }
            guard cellNodes.count == 1, let cell = cellNodes.first else {
                throw EmitterError("a section's cell is one component", at: section.range)
            }
            guard let itemIdentity else {
                throw EmitterError("a section over \(itemType) needs 'id:', an expression over \(loop.variable) that identifies it", at: section.range)
            }
            let identity = try constants.value(itemIdentity)
            lines = [indent + "AnySection(id: \(sectionId), items: \(items)) { (\(variable): \(itemType)) in"]
            lines.append(inner + "AnyCell(\(variable), id: \(identity)) { (\(variable): \(itemType)) in")
            lines += try self.lines(cell, depth: depth + 2, inResultBuilder: false)
            lines.append(inner + "}")
        } else {
            lines = [indent + "AnySection(id: \(sectionId)) {"]
            for cell in cells { lines += try staticCellLines(cell, depth: depth + 1) }
        }
        lines.append(indent + "}")

        guard let layout else {
            throw EmitterError("a section without a layout is not supported by the emitter yet; write 'layout: { list: { itemHeight: 44 } }'", at: section.range)
        }
        var links = try NestedFormWriter(catalog: catalog, constants: constants).chainLinks(layout)
        if case .form(_, _, _, let written) = layout.kind {
            for (slotName, isFilled) in [("header", hasHeader), ("footer", hasFooter)] where isFilled && !written.contains(where: { $0.name == slotName }) {
                if let supplementary = catalog.slot(named: slotName, of: section.name)?.layoutSupplementary {
                    links.append(try TemplateFilling.fill(supplementary, [:], component: component))
                }
            }
        }
        lines.append(indent + ".layout {")
        if let first = links.first {
            lines.append(inner + first)
            lines += links.dropFirst().map { inner + "    " + $0 }
        }
        lines.append(indent + "}")
        return lines + modifiers.header + modifiers.footer + modifiers.emptyState + modifiers.onSelect + modifiers.shimmer
    }

    /// A static cell: `AnyCell((), id: "about") { (_: Void) in … }`, then its `onSelect`.
    private func staticCellLines(_ cell: CheckedComponent, depth: Int) throws(EmitterError) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        guard let component = catalog.component(named: cell.name), component.kind == .cell else {
            throw EmitterError("\(cell.name) is not a cell", at: cell.range)
        }
        var id: String?
        var nodes: [CheckedNode] = []
        var onSelect: [String] = []
        for member in cell.members {
            switch member.kind {
            case .property(let value, _) where member.name == "id":
                id = try constants.value(value)
            case .slot(_, let written) where member.name == "cell":
                nodes = written
            case .event(let arguments, _, let body) where member.name == "onSelect" && arguments.isEmpty:
                guard let event = catalog.event(named: member.name, of: cell.name) else { continue }
                onSelect = chainLines(try registration(of: event, body: body, on: component, at: member.range), depth: depth)
            default:
                throw EmitterError("\(member.name) of a cell is not supported by the emitter yet", at: member.range)
            }
        }
        guard let id, nodes.count == 1, let node = nodes.first else {
            throw EmitterError("a cell needs an id and one component", at: cell.range)
        }
        var lines = [indent + "AnyCell((), id: \(id)) { (_: Void) in"]
        lines += try self.lines(node, depth: depth + 1, inResultBuilder: false)
        lines.append(indent + "}")
        return lines + onSelect
    }

    /// `.header { Header { … } }` (or the footer's) around a supplementary slot's nodes.
    private func supplementaryLines(_ modifier: String, _ type: String, _ nodes: [CheckedNode], depth: Int) throws(EmitterError) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        var lines = [indent + ".\(modifier) {", indent + "    \(type) {"]
        lines += try self.lines(nodes, depth: depth + 2)
        return lines + [indent + "    }", indent + "}"]
    }

    /// `.shimmer(count:when:includeSupplementary:hideSupplementary:) { placeholder }`; without a
    /// placeholder written, the catalog's default one.
    private func shimmerLines(arguments: [TypedValue.Field], nodes: [CheckedNode], depth: Int, at range: SourceRange) throws(EmitterError) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        guard let slot = catalog.slot(named: "shimmer", of: "AnySection") else {
            throw EmitterError("the catalog has no shimmer slot on sections", at: range)
        }
        var fillings = try ArgumentFillings.of(slot.args, written: arguments, catalog: catalog, constants: constants, at: range)
        let marker = "\u{1}"
        fillings[.views] = marker
        let filled = try TemplateFilling.fill(slot.swift, fillings, in: "AnySection")
        guard let split = filled.firstRange(of: marker), filled[..<split.lowerBound].hasSuffix("{ "), filled[split.upperBound...] == " }" else {
            throw EmitterError("the shimmer template cannot hold a placeholder", at: range)
        }
        var lines = [indent + String(filled[..<split.lowerBound].dropLast())]
        if let node = nodes.first {
            guard nodes.count == 1 else { throw EmitterError("a shimmer placeholder is one component", at: range) }
            lines += try self.lines(node, depth: depth + 1, inResultBuilder: false)
        } else if let placeholder = slot.defaultContent {
            lines.append(indent + "    " + (try TemplateFilling.fill(placeholder, [:], in: "AnySection")))
        }
        return lines + [indent + "}"]
    }

    /// A chain item's lines at `depth`.
    private func chainLines(_ item: ChainItem, depth: Int) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        switch item {
        case .line(let swift): return [indent + swift]
        case .closure(let opening, let statements, let closing):
            return [indent + opening] + statements.map { indent + "    " + $0 } + [indent + closing]
        case .block: return []
        }
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
        writer.block("enum \(name): String, SectionConfigIdentifier") { writer in
            writer.line("case " + identifiers.joined(separator: ", "))
            writer.blankLine()
            writer.line("var uniqueId: String { rawValue }")
        }
    }
}
