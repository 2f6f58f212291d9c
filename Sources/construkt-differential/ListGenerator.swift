/// Writes lists (Docs/language.md, Lists): CollectionViews with item sections (constant and live, over
/// primitives and models, each layout, headers, background decorations, shimmer, selection) and static cells, and
/// TableViews.
struct ListGenerator {
    let context: GenerationContext
    let body: BodyGenerator

    func writeCollection(into yaml: inout YAMLText, indent: Int, scope: Scope) {
        yaml.line(indent, "- CollectionView:")
        yaml.line(indent + 2, "height: 240")
        yaml.line(indent + 2, "sections:")
        for _ in 0..<context.int(1...2) {
            if context.has(.staticCells) && context.chance(35) {
                writeStaticSection(into: &yaml, indent: indent + 3)
            } else {
                writeItemSection(into: &yaml, indent: indent + 3, scope: scope)
            }
        }
    }

    func writeTable(into yaml: inout YAMLText, indent: Int, scope: Scope) {
        let source = itemSource(scope: scope)
        let variable = context.names.lower(&context.random, hint: "row")
        yaml.line(indent, "- TableView:")
        yaml.line(indent + 2, "height: 240")
        yaml.line(indent + 2, "items: \(YAMLText.expression(source.name))")
        yaml.line(indent + 2, "as: \(variable)")
        let inner = scope.adding(ScopeName(name: variable, type: source.type.element!, isLive: source.isLive))
        yaml.line(indent + 2, "cell:")
        writeCell(into: &yaml, indent: indent + 3, scope: inner)
        writeSelection(into: &yaml, indent: indent + 2, scope: inner)
    }

    private func writeItemSection(into yaml: inout YAMLText, indent: Int, scope: Scope) {
        let source = itemSource(scope: scope)
        let element = source.type.element!
        let section = context.names.lower(&context.random, hint: "section")
        let variable = context.names.lower(&context.random, hint: "shown")
        yaml.line(indent, "- section: \(section)")
        yaml.line(indent + 1, "items: \(YAMLText.expression(source.name))")
        yaml.line(indent + 1, "as: \(variable)")
        // The item's position, which its cell then shows. A list a statement or a param may fill
        // can repeat an item, which UIKit's data source refuses in a section: its items go by
        // their position; a literal list's items are all different.
        let mayRepeat = !source.name.hasPrefix("[")
        var index =
            context.has(.listShaping) && context.chance(30)
            ? context.names.lower(&context.random, hint: "position") : nil
        if mayRepeat && index == nil { index = context.names.lower(&context.random, hint: "position") }
        if let index { yaml.line(indent + 1, "index: \(index)") }
        if mayRepeat, let index {
            yaml.line(indent + 1, "id: $\(index)")
        } else if case .model = element {
            yaml.line(indent + 1, "id: $\(variable).id")
        } else {
            yaml.line(indent + 1, "id: $\(variable)")
        }
        if context.chance(40) {
            let title =
                context.has(.headerLoopVariable) && element == .string
                ? "$\(variable)" : context.pick(context.words)
            yaml.line(indent + 1, "header: { LabelView: \(title) }")
        }
        yaml.line(indent + 1, "layout: \(layout())")
        if context.chance(15) {
            // Views behind the whole section, reading the screen's values and not the loop variable.
            let arguments = context.chance(50) ? "insets: \(context.int(0...8)), zIndex: -1, " : ""
            let text = context.pick(context.words)
            yaml.line(
                indent + 1,
                arguments.isEmpty
                    ? "backgroundDecoration: [ { LabelView: \(text) } ]"
                    : "backgroundDecoration: { \(arguments)content: [ { LabelView: \(text) } ] }")
        }
        let bools = scope.of(.bool, liveAllowed: true).filter(\.isLive)
        let shimmers = context.chance(25) && !bools.isEmpty
        if shimmers, let flag = bools.first {
            yaml.line(indent + 1, "shimmer: { count: \(context.int(1...4)), when: $\(flag.name) }")
        }
        let inner = scope.adding(ScopeName(name: variable, type: element, isLive: source.isLive))
        let selectable = writeSelection(into: &yaml, indent: indent + 1, scope: inner)
        if selectable && !shimmers && !source.isLive && source.name.hasPrefix("[") {
            body.plan.sectionIds.append(section)
        }
        yaml.line(indent + 1, "cell:")
        writeCell(
            into: &yaml, indent: indent + 2,
            scope: index.map { inner.adding(ScopeName(name: $0, type: .int, isLive: source.isLive)) } ?? inner)
    }

    private func writeStaticSection(into yaml: inout YAMLText, indent: Int) {
        let section = context.names.lower(&context.random, hint: "section")
        yaml.line(indent, "- section: \(section)")
        let selection = body.plan.actions.first { $0.params.isEmpty }
        if selection != nil { body.plan.sectionIds.append(section) }
        yaml.line(indent + 1, "layout: \(layout())")
        yaml.line(indent + 1, "cells:")
        for index in 0..<context.int(1...3) {
            yaml.line(indent + 2, "- id: cell\(index)")
            let start = yaml.nextLine - 1
            yaml.line(indent + 3, "cell: { LabelView: \(context.pick(context.words)) }")
            yaml.mutable(.removedRequiredKey, replacement: nil, errorLine: start)
            if let selection {
                yaml.line(indent + 3, "onSelect: \(selection.name)")
            }
        }
    }

    /// Writes an `onSelect` handler or not; true when it did.
    @discardableResult
    private func writeSelection(into yaml: inout YAMLText, indent: Int, scope: Scope) -> Bool {
        guard !body.plan.state.isEmpty, context.chance(60) else { return false }
        yaml.line(indent, "onSelect:")
        // `onSelect` carries the selected item as `value`, which hides a state named `value`.
        body.statements.writeList(into: &yaml, indent: indent + 1, scope: scope.without("value"), count: 1)
        return true
    }

    private func writeCell(into yaml: inout YAMLText, indent: Int, scope: Scope) {
        yaml.line(indent, "LabelView:")
        let name = scope.names.last!
        var paths = context.expressions.paths(to: .string, scope: Scope(names: [name]), live: true)
        if paths.isEmpty { paths = context.expressions.paths(to: .int, scope: Scope(names: [name]), live: true) }
        let shown = paths.isEmpty ? "'\(context.pick(context.words))'" : context.pick(paths)
        yaml.line(indent + 2, "text: \"Row ${\(shown)}\"")
    }

    /// The array a list shows: a state or param array, or a constant literal.
    private func itemSource(scope: Scope) -> ScopeName {
        let arrays = scope.names.filter {
            $0.type.element != nil
                && ($0.type.element == .string || $0.type.element == .int || $0.type.element!.isModel)
        }
        if !arrays.isEmpty && context.chance(70) { return context.pick(arrays) }
        let literal =
            "["
            + (0..<context.int(1...3)).map { "'\(context.pick(context.words))\(context.int(0...99))\($0)'" }
            .joined(separator: ", ") + "]"
        return ScopeName(name: literal, type: .array(.string), isLive: false)
    }

    private func layout() -> String {
        let height = context.pick(["\(context.int(30...120))", "{ estimated: \(context.int(30...80)) }"])
        switch context.int(0...2) {
        case 0: return "{ list: { itemHeight: \(height) }, spacing: \(context.int(0...12)) }"
        case 1: return "{ grid: { itemHeight: \(height), columns: \(context.int(2...3)) } }"
        default:
            return
                "{ carousel: { itemWidth: \(context.int(60...140)), itemHeight: \(height) }, insets: { v: 8, h: 16 } }"
        }
    }
}

extension ValueType {
    var isModel: Bool {
        if case .model = self { return true }
        return false
    }
}
