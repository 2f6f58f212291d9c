/// A JSON document whose objects keep their keys in the order written, printed with two-space
/// indentation so that SARIF and JSON output (and the JSON Schemas) are stable and readable in a
/// diff.
public enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The document, pretty-printed, ending with a line break.
    public var prettyPrinted: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case let .string(text): Self.writeString(text, to: &output)
        case let .int(number): output += String(number)
        case let .bool(flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case let .array(elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += Self.spaces(indent + 1)
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += Self.spaces(indent) + "]"
        case let .object(members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += Self.spaces(indent + 1)
                Self.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += Self.spaces(indent) + "}"
        }
    }

    private static func spaces(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, U+2028 and
    /// U+2029 escaped for JavaScript readers, everything else written as UTF-8.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
