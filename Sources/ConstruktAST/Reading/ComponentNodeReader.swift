import ConstruktDiagnostics
import ConstruktYAML

/// Reads view trees (Docs/language.md, Component nodes): component nodes, their properties, and the control nodes
/// `if` and `forEach`.
extension SyntaxReader {
    /// Whether a value is written as a node: a mapping with one UpperCamelCase key, or an `if`,
    /// `forEach` or `switch` control node. Property names are lowerCamelCase, so this cannot be a plain value.
    static func looksLikeNode(_ node: YAMLNode) -> Bool {
        guard let entries = node.mappingEntries, let first = entries.first?.key.scalarText else { return false }
        if first == "slot", entries.count == 1 { return true }
        if entries.contains(where: { $0.key.scalarText == "if" }) {
            return entries.first { $0.key.scalarText == "then" }.map { looksLikeNodes($0.value) } ?? true
        }
        if entries.contains(where: { $0.key.scalarText == "forEach" }) {
            return entries.first { $0.key.scalarText == "do" }.map { looksLikeNodes($0.value) } ?? true
        }
        if entries.contains(where: { $0.key.scalarText == "switch" }) {
            // Nodes, unless its branches hold statements (an event's `switch`).
            let branches =
                (entries.value("cases")?.mappingEntries?.map(\.value) ?? [])
                + [entries.value("default")].compactMap { $0 }
            let written = branches.first { branch in
                branch.sequenceItems.map { !$0.isEmpty } ?? branch.scalarText.map { !$0.isEmpty } ?? true
            }
            return written.map { looksLikeNodes($0) } ?? true
        }
        return first.unicodeScalars.first.map { ("A"..."Z").contains($0) } ?? false
    }

    /// Reports `forEach: { in: $names, as: name }`, the loop of other languages (`for name in names`),
    /// where `forEach` takes the list itself and `as:` sits beside it; whether it did.
    private mutating func reportLoopWrittenAsMapping(_ items: YAMLNode) -> Bool {
        guard let inner = items.mappingEntries,
            let list = ["in", "items", "of", "each", "data"].lazy.compactMap({ inner.value($0) }).first,
            let listText = list.scalarText
        else { return false }
        let beside = inner.compactMap { entry in
            entry.key.scalarText.flatMap { key in
                ["as", "do"].contains(key) ? "'\(key): \(entry.value.scalarText ?? "…")'" : nil
            }
        }
        report(
            .componentNodeShape, "'forEach' takes the list itself, not a mapping", at: items.range,
            help: "write 'forEach: \(listText)'"
                + (beside.isEmpty ? "" : " and put \(beside.joined(separator: " and ")) beside it, as keys of the node")
        )
        return true
    }

    /// Whether a value is written as nodes: one node, or a non-empty list of nodes.
    static func looksLikeNodes(_ node: YAMLNode) -> Bool {
        if let items = node.sequenceItems { return !items.isEmpty && items.allSatisfy(looksLikeNode) }
        return looksLikeNode(node)
    }

    /// One node, or every node of a list (a slot takes either).
    mutating func nodes(_ node: YAMLNode) -> [ComponentNode] {
        if let items = node.sequenceItems { return items.compactMap { componentNode($0) } }
        return componentNode(node).map { [$0] } ?? []
    }

    mutating func componentNode(_ node: YAMLNode) -> ComponentNode? {
        guard let entries = mapping(node, "a component node") else { return nil }
        if let condition = entries.value("if") {
            checkKeys(entries, of: .ifNode, in: "an 'if' node", missingAt: node.range)
            let then = entries.value("then").map { nodes($0) } ?? []
            let otherwise = entries.value("else").map { nodes($0) } ?? []
            return ComponentNode(
                kind: .conditional(condition: condition, then: then, else: otherwise), range: node.range)
        }
        if entries.value("switch") != nil {
            checkKeys(entries, of: .switchNode, in: "a 'switch' node", missingAt: node.range)
            var syntax = switchSyntax(entries, empty: []) { reader, body in reader.nodes(body) }
            syntax?.keepsBranches = entries.value("keepBranches").flatMap { written in
                boolean(written).map { ($0, written.range) }
            }
            return syntax.map { ComponentNode(kind: .switchOver($0), range: node.range) }
        }
        if entries.first?.key.scalarText == "slot", let value = entries.first?.value {
            checkKeys(entries, of: .slotNode, in: "a 'slot' node", missingAt: node.range)
            return identifier(value, rule: .lowerCamelCase, "a slot name").map {
                ComponentNode(kind: .slot($0), range: node.range)
            }
        }
        if let items = entries.value("forEach") {
            checkKeys(entries, of: .forEachNode, in: "a 'forEach' node", missingAt: node.range)
            if reportLoopWrittenAsMapping(items) { return nil }
            let variable = entries.value("as").flatMap { identifier($0, rule: .lowerCamelCase, "a loop variable") }
            let index = entries.value("index").flatMap { identifier($0, rule: .lowerCamelCase, "a loop index") }
            let body = entries.value("do").map { nodes($0) } ?? []
            return ComponentNode(
                kind: .forEach(items: items, variable: variable, index: index, body: body), range: node.range)
        }
        guard let first = entries.first else {
            report(
                .componentNodeShape, "a component node needs the component's name as its key", at: node.range,
                help: "write '- LabelView: Hello'")
            return nil
        }
        for extra in entries.dropFirst() {
            let key = extra.key.scalarText ?? "?"
            let name = first.key.scalarText ?? "?"
            guard Self.isComponentName(key) else {
                report(
                    .componentNodeShape, "'\(key)' is a second key of the '\(name)' node", at: extra.key.range,
                    labels: [.init(location(first.key.range), "the node's component")],
                    help: "indent '\(key)' under '\(name):' to make it a property of \(name)"
                )
                continue
            }
            report(
                .componentNodeShape, "'\(key)' is a second key of the '\(name)' node", at: extra.key.range,
                labels: [.init(location(first.key.range), "the node's component")],
                help:
                    "a node has one component; to list '\(key)' after '\(name)', make each one an item of a list: '- \(name): …' and '- \(key): …'",
                fixIts: listFixIt(first: first, extra: extra, only: entries.count == 2).map { [$0] } ?? []
            )
        }
        guard let name = identifier(first.key, rule: .upperCamelCase, "a component name") else { return nil }
        return ComponentNode(kind: .component(name, content(first.value)), range: node.range)
    }

    /// A key a component node could start with: UpperCamelCase.
    private static func isComponentName(_ key: String) -> Bool {
        key.unicodeScalars.first.map { ("A"..."Z").contains($0) } ?? false
    }

    /// The one edit that makes `extra`, written at the indentation of `first`, a list item of its
    /// own: in a block list item (`- LabelView: Hi` then `  SpacerView:`) the two spaces before it
    /// become `- `; in a mapping of just those two one-line entries both get a `- `. `nil` where
    /// no one edit does it.
    private func listFixIt(first: YAMLMappingEntry, extra: YAMLMappingEntry, only: Bool) -> Diagnostic.FixIt? {
        let firstStart = first.key.range.start
        let start = extra.key.range.start
        let firstLine = file.lineText(firstStart.line)
        let extraLine = file.lineText(start.line)
        guard start.line > firstStart.line, firstStart.column == start.column,
            firstLine.allSatisfy(\.isASCII), extraLine.allSatisfy(\.isASCII)
        else { return nil }
        let beforeFirst = Array(firstLine.prefix(firstStart.column - 1))
        guard extraLine.prefix(start.column - 1).allSatisfy({ $0 == " " }) else { return nil }
        if beforeFirst.count >= 2, beforeFirst.suffix(2) == ["-", " "],
            beforeFirst.dropLast(2).allSatisfy({ $0 == " " })
        {
            let dash = SourcePosition(line: start.line, column: start.column - 2, offset: start.offset - 2)
            return Diagnostic.FixIt(location(SourceRange(start: dash, end: start)), replacement: "- ")
        }
        guard only, beforeFirst.allSatisfy({ $0 == " " }),
            first.value.range.end.line == firstStart.line || first.value.range.end <= start,
            start.line == firstStart.line + 1
        else { return nil }
        let between = file.text(in: SourceRange(start: firstStart, end: start))
        return Diagnostic.FixIt(
            location(SourceRange(start: firstStart, end: start)), replacement: "- " + between + "- ")
    }

    /// A property's value: nodes when it is written as nodes. A mapping whose first key is
    /// lowercase (`{ if: a, forEach: b }`) may also be a model literal with fields of those names,
    /// given to a component's param: when it does not read as control nodes without an error, it
    /// stays a value, and the checker, which knows whether the place takes views, reads it as
    /// nodes there (reporting those errors) or types it as the param's value.
    private mutating func propertyValue(_ value: YAMLNode) -> Property.Value {
        guard Self.looksLikeNodes(value) else { return .value(value) }
        let reported = diagnostics.count
        let read = nodes(value)
        if Self.mayBeRecord(value), diagnostics[reported...].contains(where: { $0.severity == .error }) {
            discardDiagnostics(after: reported)
            return .value(value)
        }
        return .nodes(read)
    }

    /// Whether a value could be a model literal (or a list of them) rather than control nodes: a
    /// mapping whose first key is no component's name.
    private static func mayBeRecord(_ value: YAMLNode) -> Bool {
        if let items = value.sequenceItems { return !items.isEmpty && items.allSatisfy(mayBeRecord) }
        guard let first = value.mappingEntries?.first?.key.scalarText else { return false }
        return !isComponentName(first)
    }

    private mutating func content(_ node: YAMLNode) -> ComponentContent {
        switch node.value {
        case .scalar:
            return Self.isAbsent(node) ? .empty : .primary(node)
        case .sequence(let items, _):
            return items.allSatisfy(Self.looksLikeNode) ? .children(nodes(node)) : .list(node)
        case .mapping(let entries, _):
            var properties: [Property] = []
            properties.reserveCapacity(entries.count)
            for entry in entries {
                guard let name = identifier(entry.key, rule: .lowerCamelCase, "a property name") else { continue }
                properties.append(Property(name: name, value: propertyValue(entry.value), node: entry.value))
            }
            return .properties(properties)
        }
    }
}
