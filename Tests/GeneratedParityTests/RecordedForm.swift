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
/// - a stopped spinner's `hidden`: UIKit hides an ActivityIndicator that is not animating
///   (`hidesWhenStopped`, true by default), which the runtime's tree does not model.
enum RecordedForm {
    /// A recording of the generated views with the containers of live `if`s and the image sources
    /// taken away.
    static func generated(_ node: RecordedNode) -> RecordedNode {
        var attributes = node.attributes
        if node.type == "ActivityIndicator", attributes["animating"] == "false", attributes["hidden"] == "true" {
            attributes["hidden"] = nil
        }
        if let image = attributes["image"] {
            for prefix in ["named:", "systemName:"] where image.hasPrefix(prefix) {
                attributes["image"] = String(image.dropFirst(prefix.count))
            }
        }
        return RecordedNode(node.type, attributes, node.children.flatMap(flattened))
    }

    private static func flattened(_ node: RecordedNode) -> [RecordedNode] {
        if node.type == "ContainerView", node.attributes.isEmpty { return node.children.flatMap(flattened) }
        return [generated(node)]
    }

    static func of(_ node: RuntimeNode) -> RecordedNode {
        RecordedNode(node.type, attributes(of: node), node.children.flatMap(runtimeFlattened))
    }

    private static func runtimeFlattened(_ node: RuntimeNode) -> [RecordedNode] {
        if ["ContainerView", "ZStackView"].contains(node.type), attributes(of: node).isEmpty { return node.children.flatMap(runtimeFlattened) }
        return [of(node)]
    }

    private static func attributes(of node: RuntimeNode) -> [String: String] {
        var attributes: [String: String] = [:]
        for (name, value) in node.attributes where name != "items" {
            if (name == "hidden" || name == "selected"), value == .bool(false) { continue }
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
        case .double(let number): return String(number).hasSuffix(".0") ? String(String(number).dropLast(2)) : String(number)
        default: return value.description
        }
    }
}
