/// A JSON value as a schema is built from, printed with sorted keys so that the same schema always
/// gives the same text.
public indirect enum JSONValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The members of an object (empty for anything else).
    public var members: [String: JSONValue] {
        if case .object(let members) = self { return members }
        return [:]
    }

    /// This object with `other`'s members added, `other` winning on a shared key.
    public func merging(_ other: JSONValue) -> JSONValue {
        .object(members.merging(other.members) { _, new in new })
    }

    /// The text: two-space indentation, keys sorted, non-ASCII characters as written, a final line break.
    public var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                item.write(to: &output, indent: indent + "  ")
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += indent + "  "
                Self.writeString(key, to: &output)
                output += ": "
                members[key]!.write(to: &output, indent: indent + "  ")
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
