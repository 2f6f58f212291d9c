import ConstruktKitRecording
import ConstruktRuntime

/// The headless runtime's tree in the shape `ViewTreeRecorder` records from the views the
/// generated Swift builds, so that the two can be compared with `==`.
///
/// The mapping, attribute by attribute:
/// - the node's `type` (the component's name) is the recorded type; the runtime's node kind
///   (`button`, `stack`) has no counterpart in views and is dropped;
/// - every runtime attribute is kept, catalog defaults included (the recorder writes what the
///   view holds, written or not: `enabled="true"` on every button), except
///   - `items` (the rows are the children on both sides),
///   - `hidden` and `selected` when false (the recorder writes them only when true),
///   - a `nil` value (the recorder leaves out a label's or button's nil text);
/// - values are written as the recorder writes them: text as is, Bools `true`/`false`, Ints in
///   decimal, Doubles without a trailing `.0`.
///
/// On the generated side (`generated(_:)`), two things are taken away:
/// - a node: the emitter writes a live `if` as a `DynamicContainerView`, which records as a
///   `ContainerView` without attributes, while the runtime puts the taken branch's nodes in place
///   of the `if`. So every attribute-less `ContainerView` of a recording is replaced by its
///   children, and so is every attribute-less `ContainerView` or `ZStackView` (its alias) of the
///   runtime's tree: a screen's own plain containers are left out of the comparison on both sides;
/// - an image's source: the recorder writes `image="named:AppIcon"` (or `systemName:…`), the
///   runtime the `image` attribute the `named` (or `systemName`) property set, `AppIcon`. The
///   prefix is dropped;
/// - the stack a live `forEach` (or a live `if` with several nodes) builds inside its
///   `DynamicContainerView`: an attribute-less ContainerView whose only child is an
///   attribute-less stack is replaced by that stack's children, as the runtime puts the rows in
///   place of the `forEach`; so a node the emitter puts alone in a `DynamicContainerView` (a live
///   `if`'s, a component's with a live argument) must not be an attribute-less stack there;
/// - list plumbing: the runtime has no node for a section's header, footer or background
///   decoration, nor for an item row's cell, and no id attribute on a section, so `Header`,
///   `Footer`, `BackgroundDecoration` and `AnyCell` nodes are
///   replaced by their children and an `AnySection` loses its `id`. A CollectionView's empty state
///   (the VStackView 1.2.6 centres its views in) is replaced by its views; the runtime too shows
///   them after the sections, which both sides mark `hidden` while it shows. So is a section's
///   own empty state, the VStackView in the cell (id `empty_<section>`) 1.2.6 hosts it in.
///
/// A container that is hidden and has no other attribute is left out on both sides: the emitter
/// writes each branch of a `switch` that keeps its branches as a `ContainerView` that stays in the
/// view tree, hidden, while another case shows, where the runtime holds the branch aside; nothing
/// of a hidden container shows on either side.
///
/// On the runtime side, a user component's node (kind `component`) and a static cell's `AnyCell`
/// node are replaced by their children (a component's own attributes, such as `hidden`, going to
/// its body's root view, which its modifiers apply to): the generated struct builds its body's views, and the
/// cell's plumbing is taken away on the other side too (a CenteredView is first made the
/// ContainerView holding one plain VStackView of its views that the generated Swift builds); so is
/// an attribute-less ContainerView, as
/// on the generated side (a shimmer placeholder is one: both sides show `count` of them in place
/// of the section's rows), and so is the one attribute-less stack such a container holds, as the
/// generated side takes it for a live `forEach`'s.
@MainActor
enum RecordedForm {
    /// A recording of the generated views with the containers of live `if`s and the image sources
    /// taken away.
    static func generated(_ node: RecordedNode) -> RecordedNode {
        var attributes = node.attributes
        if let image = attributes["image"] {
            for prefix in ["named:", "systemName:"] where image.hasPrefix(prefix) {
                attributes["image"] = String(image.dropFirst(prefix.count))
            }
        }
        switch node.type {
        case "AnySection":
            attributes["id"] = nil
        case "CollectionView":
            let children = node.children.flatMap { child in child.type == "AnySection" ? [child] : child.children }
            return RecordedNode(node.type, attributes, children.flatMap(flattened))
        default:
            break
        }
        return RecordedNode(node.type, attributes, node.children.flatMap(flattened))
    }

    private static func flattened(_ node: RecordedNode) -> [RecordedNode] {
        if node.type == "AnyCell", node.attributes["id"]?.hasPrefix("empty_") == true, node.children.count == 1,
            let stack = node.children.first, stack.type == "VStackView", stack.attributes.isEmpty
        {
            return stack.children.flatMap(flattened)
        }
        if ["Header", "Footer", "AnyCell", "BackgroundDecoration"].contains(node.type) {
            return node.children.flatMap(flattened)
        }
        if node.type == "ContainerView", node.attributes == ["hidden": "true"] { return [] }
        if node.type == "ContainerView", node.attributes.isEmpty {
            if node.children.count == 1, let stack = node.children.first,
                ["VStackView", "HStackView"].contains(stack.type), stack.attributes.isEmpty
            {
                return stack.children.flatMap(flattened)
            }
            return node.children.flatMap(flattened)
        }
        return [generated(node)]
    }

    static func of(_ node: RuntimeNode) -> RecordedNode {
        if node.type == "CenteredView" { return of(centeredAsWritten(node)) }
        // ZStackView is ConstruktKit's alias of ContainerView, which the recorder names.
        return RecordedNode(
            node.type == "ZStackView" ? "ContainerView" : node.type, attributes(of: node),
            node.children.flatMap(runtimeFlattened))
    }

    private static func runtimeFlattened(_ node: RuntimeNode) -> [RecordedNode] {
        if node.kind == "component" {
            // The struct's modifiers (`FruitTag(…).hidden(bind:)`) apply to its body's root view,
            // which then has attributes of its own, however plain it is.
            let own = attributes(of: node)
            if !own.isEmpty, node.children.count == 1, let root = node.children.first {
                var recorded = of(root)
                recorded.attributes.merge(own) { _, own in own }
                return [recorded]
            }
            var children = node.children.flatMap(runtimeFlattened)
            if children.count == 1 { children[0].attributes.merge(attributes(of: node)) { _, own in own } }
            return children
        }
        if node.type == "AnyCell" { return node.children.flatMap(runtimeFlattened) }
        if node.type == "CenteredView" { return runtimeFlattened(centeredAsWritten(node)) }
        if ["ContainerView", "ZStackView"].contains(node.type), attributes(of: node) == ["hidden": "true"] {
            return []
        }
        if ["ContainerView", "ZStackView"].contains(node.type), attributes(of: node).isEmpty {
            // As on the generated side, where a plain container's one plain stack is taken for a
            // live `forEach`'s.
            if node.children.count == 1, let stack = node.children.first,
                ["VStackView", "HStackView"].contains(stack.type),
                attributes(of: stack).isEmpty
            {
                return stack.children.flatMap(runtimeFlattened)
            }
            return node.children.flatMap(runtimeFlattened)
        }
        return [of(node)]
    }

    /// A CenteredView as the generated Swift builds it: a ContainerView holding one plain
    /// VStackView of its views (`ContainerView { VStackView { … }.position(.center) }`).
    private static func centeredAsWritten(_ node: RuntimeNode) -> RuntimeNode {
        var stack = node
        stack.type = "VStackView"
        stack.kind = "stack"
        stack.attributes = [:]
        stack.defaulted = []
        var container = node
        container.type = "ContainerView"
        container.children = [stack]
        return container
    }

    private static func attributes(of node: RuntimeNode) -> [String: String] {
        var attributes: [String: String] = [:]
        for (name, value) in node.attributes where name != "items" {
            if name == "hidden" || name == "selected", value == .bool(false) { continue }
            guard let written = written(value) else { continue }
            attributes[name] = written
        }
        return attributes
    }

    private static func written(_ value: RuntimeValue) -> String? {
        switch value {
        case .null: return nil
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number):
            return String(number).hasSuffix(".0") ? String(String(number).dropLast(2)) : String(number)
        default: return value.description
        }
    }
}
