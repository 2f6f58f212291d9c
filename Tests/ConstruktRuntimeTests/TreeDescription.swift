@testable import ConstruktRuntime

/// A tree described with everything a node holds, internal parts included (events with the
/// names they see, row selections, two-way bindings, section ids, scopes), in a stable order: two
/// trees are the same exactly when their descriptions are.
enum TreeDescription {
    static func of(_ node: RuntimeNode, depth: Int = 0) -> String {
        var parts = [String(repeating: "  ", count: depth) + node.kind, node.type]
        parts += node.attributes.keys.sorted().map {
            "\($0)=\(node.attributes[$0]!)\(node.defaulted.contains($0) ? "(default)" : "")"
        }
        parts += node.twoWayBindings.keys.sorted().map { "<->\($0)=\(node.twoWayBindings[$0]!)" }
        if let section = node.section { parts.append("section=\(section)") }
        if let scope = node.scope { parts.append("scope=\(scope)") }
        parts += node.events.map { "on \(event($0))" }
        if let selection = node.selection {
            parts.append(
                "select(item: \(selection.item?.description ?? "-"), event: \(selection.event.map(event) ?? "-"))")
        }
        return ([parts.joined(separator: " ")] + node.children.map { of($0, depth: depth + 1) }).joined(separator: "\n")
    }

    private static func event(_ binding: EventBinding) -> String {
        let locals = binding.locals.keys.sorted().map { "\($0): \(binding.locals[$0]!)" }.joined(separator: ", ")
        return
            "\(binding.component).\(binding.name)[\(binding.stimulus)] scope=\(binding.scope.map(String.init) ?? "-") {\(locals)} \(binding.body.count) statements"
    }
}
