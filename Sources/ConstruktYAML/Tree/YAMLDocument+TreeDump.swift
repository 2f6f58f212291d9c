import ConstruktDiagnostics

extension YAMLDocument {
    /// An indented, readable dump of the node tree with every node's and key's range and scalar style, for `construkt-gen dump ast`. Deterministic.
    ///
    ///     mapping block 1:1-2:9
    ///       key scalar plain 1:1-1:6 "title"
    ///       value scalar double-quoted 1:8-1:15 "Hello"
    public func treeDump() -> String {
        var output = ""
        guard let root else { return "(no document)\n" }
        Self.dump(root, role: nil, indent: 0, into: &output)
        return output
    }

    /// Recursion is bounded by the nesting limit the loader enforced.
    private static func dump(_ node: YAMLNode, role: String?, indent: Int, into output: inout String) {
        output += String(repeating: "  ", count: indent)
        if let role { output += role + " " }
        let range = "\(node.range.start)-\(node.range.end)"
        switch node.value {
        case .scalar(let text, let style):
            output +=
                "scalar \(styleName(style)) \(range) \"\(TextDisplay.quoted(text, limit: Int.max).replacingQuotes())\"\n"
        case .mapping(let entries, let flow):
            output += "mapping \(flow ? "flow" : "block") \(range)\n"
            for entry in entries {
                dump(entry.key, role: "key", indent: indent + 1, into: &output)
                dump(entry.value, role: "value", indent: indent + 1, into: &output)
            }
        case .sequence(let items, let flow):
            output += "sequence \(flow ? "flow" : "block") \(range)\n"
            for item in items {
                dump(item, role: "item", indent: indent + 1, into: &output)
            }
        }
    }

    private static func styleName(_ style: ScalarStyle) -> String {
        switch style {
        case .plain: return "plain"
        case .singleQuoted: return "single-quoted"
        case .doubleQuoted: return "double-quoted"
        case .literal: return "literal"
        case .folded: return "folded"
        }
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
