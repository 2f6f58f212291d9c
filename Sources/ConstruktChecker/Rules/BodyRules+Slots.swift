import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// A component's view slots (Docs/language.md, Component nodes): the body places each declared slot exactly once
/// (`- slot: leading`), and a node using the component gives each slot its views by the slot's
/// name. Those views are the using screen's: they are checked in its scope, reading its state and
/// running its actions.
extension BodyRules {
    /// The slot a `- slot: name` node places: declared by the component whose body this is,
    /// placed once, in a list of children, outside anything that repeats its content.
    mutating func placement(of name: Identifier, at range: SourceRange) -> SlotDeclaration? {
        guard let slots = bodySlots else {
            report(
                .unknownSlotPlacement, "a 'slot:' node belongs in a component's body, and this is a screen",
                at: name.range,
                help:
                    "write the nodes that go here, or make this file a 'component:' that declares 'slots: { \(name.text): { many: true } }'"
            )
            return nil
        }
        guard let slot = slots[name.text] else {
            unknownPlacements.append(name)
            return nil
        }
        if let first = placedSlots[name.text] {
            report(
                .slotPlacementCount, "the slot '\(name.text)' is placed twice; its views have one place", at: range,
                help:
                    "remove this '- slot: \(name.text)' (the first is at line \(first.start.line)), or declare a second slot"
            )
            return nil
        }
        placedSlots[name.text] = range
        guard (parents.last ?? nil) != nil else {
            report(
                .slotPlacementCount, "the slot '\(name.text)' is placed where one view goes, or as the body's root",
                at: range,
                help: "put it in a stack: '{ HStackView: [ { slot: \(name.text) } ] }'")
            return nil
        }
        guard repeating == 0 else {
            report(
                .slotPlacementCount,
                "the slot '\(name.text)' is placed inside a 'forEach' or a list, which would show its views once per element",
                at: range,
                help: "place it outside the loop or list; its views are built once, by the screen using the component")
            return nil
        }
        return slot
    }

    /// The views a node gives one of its component's slots, checked in the node's own scope.
    mutating func slotContent(
        _ slot: SlotDeclaration, value: ConstruktAST.Property.Value, node: YAMLNode, of component: String, scope: Scope
    ) -> CheckedMember? {
        let nodes: [ComponentNode]
        switch value {
        case .nodes(let written):
            nodes = written
        case .value(let written) where ComponentNode.looksLikeNodes(written):
            // Control nodes the file reader left as a value, as they could be a model literal
            // (`{ if: … }` without its `then:`): read here, where they are views, with their errors.
            nodes = readNodes(written)
        case .value(let written):
            if slot.count == .many, written.sequenceItems?.isEmpty == true {
                return CheckedMember(name: slot.name.text, kind: .slot(arguments: [], nodes: []), range: node.range)
            }
            report(
                .slotContentCount,
                "the slot '\(slot.name.text)' of \(component) takes \(Self.views(of: slot)), not a value",
                at: written.range,
                help:
                    "write \(slot.count == .many ? "a list of nodes" : "a node"): '\(slot.name.text): \(slot.count == .many ? "[ { LabelView: … } ]" : "{ LabelView: … }")'"
            )
            return nil
        }
        if slot.count != .many {
            if nodes.count > 1 {
                report(
                    .slotContentCount,
                    "the slot '\(slot.name.text)' of \(component) takes one view, not \(nodes.count)", at: node.range,
                    help:
                        "wrap them in a stack: '\(slot.name.text): { HStackView: [...] }', or declare the slot '{ many: true }'"
                )
                return nil
            }
            if let first = nodes.first, case .component = first.kind {
            } else if let first = nodes.first {
                report(
                    .slotContentCount,
                    "the slot '\(slot.name.text)' of \(component) takes one view, and a control node is none or several",
                    at: first.range,
                    help: "wrap it in a stack: '\(slot.name.text): { VStackView: [ … ] }'")
                return nil
            }
        }
        // A list slot's views go in a result builder, where a slot of the enclosing component may be passed on.
        parents.append(slot.count == .many ? component : nil)
        defer { parents.removeLast() }
        let checked = nodes.compactMap { check($0, scope: scope, isRoot: false) }
        return CheckedMember(name: slot.name.text, kind: .slot(arguments: [], nodes: checked), range: node.range)
    }

    /// Reports the one-view slots a node using `component` leaves out (CK0818).
    mutating func requireSlots(of component: ScreenDeclaration, written: [String], name: Identifier) {
        let missing = component.slots.filter { $0.isRequired && !written.contains($0.name.text) }.map(\.name.text)
        guard !missing.isEmpty else { return }
        report(
            .slotContentCount,
            "\(name.text) needs a view for its slot " + missing.map { "'\($0)'" }.joined(separator: ", "),
            at: name.range,
            help: "give it: '\(name.text): { \(missing.map { "\($0): { LabelView: … }" }.joined(separator: ", ")) }'")
    }

    /// Reports each declared slot the body never places (CK0817).
    /// After the body: each `- slot:` naming no slot (the nearest slot not placed elsewhere is the
    /// one meant, and counts as placed), then each slot never placed.
    mutating func reportUnplacedSlots(of component: ScreenDeclaration) {
        let declared = component.slots.map(\.name.text)
        var unplaced = declared.filter { placedSlots[$0] == nil }
        for name in unknownPlacements {
            let location = SourceLocation(path: path, range: name.range)
            let fixIts = NameSuggestion.fixIts(for: name.text, among: unplaced, at: location)
            report(
                .unknownSlotPlacement, "the component has no slot '\(name.text)'", at: name.range,
                help: declared.isEmpty
                    ? "declare it: 'slots: { \(name.text): { many: true } }'"
                    : NameSuggestion.help(for: name.text, among: unplaced) ?? "declare it under 'slots:', beside "
                        + declared.map { "'\($0)'" }.joined(separator: ", "),
                fixIts: fixIts)
            unplaced.removeAll { name in fixIts.contains { $0.replacement == name } }
        }
        for slot in component.slots where unplaced.contains(slot.name.text) {
            report(
                .slotPlacementCount, "the slot '\(slot.name.text)' is never placed in \(component.name.text)'s body",
                at: slot.name.range,
                help:
                    "place it where its views go, in a stack of the body: '- slot: \(slot.name.text)'; or remove the slot"
            )
        }
    }

    private static func views(of slot: SlotDeclaration) -> String {
        switch slot.count {
        case .one: return "one view"
        case .optional: return "one view or none"
        case .many: return "a list of views"
        }
    }
}
