import Foundation

/// A JSON document, the one construkt-gen writes and reads everywhere: the diagnostic reports
/// (SARIF, JSON, Code Climate), the JSON Schemas and the language server's messages.
///
/// An object keeps its members in the order they were given, so that a report prints them in the
/// order its format documents; a dictionary given to `object(_:)` is put in key order, so that the
/// same members always print the same. Two objects are equal when they have the same members, in
/// any order, as in JSON.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// An object of `members`, in key order.
    public static func object(_ members: [String: JSONValue]) -> JSONValue {
        .object(members.keys.sorted().map { ($0, members[$0]!) })
    }

    /// The members of an object, by key (empty for anything else).
    public var members: [String: JSONValue] {
        guard case .object(let members) = self else { return [:] }
        return Dictionary(members, uniquingKeysWith: { _, last in last })
    }

    /// This object with `other`'s members added, `other` winning on a shared key, which keeps its
    /// place; the new keys come after this object's, in `other`'s order.
    public func merging(_ other: JSONValue) -> JSONValue {
        guard case .object(var merged) = self, case .object(let added) = other else { return self }
        for (key, value) in added {
            if let index = merged.firstIndex(where: { $0.key == key }) {
                merged[index].value = value
            } else {
                merged.append((key, value))
            }
        }
        return .object(merged)
    }

    /// The value of the member `key` of an object; `nil` for a missing member or a non-object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as a whole number, when it is one (`3` or `3.0`).
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }
}

extension JSONValue: Hashable {
    public static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): Double(a) == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object, .object): left.members == right.members
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(Double(value))
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let value): hasher.combine(value)
        case .object: hasher.combine(members)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object whose members are in the order written; a key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = JSONValue.object([(key: String, value: JSONValue)]()).merging(.object(elements.map { ($0, $1) }))
    }
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: Codable {
    /// A decoded object's members are in key order (JSON gives them no other).
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object: try container.encode(members)
        }
    }
}

extension JSONValue {
    /// Parses JSON text; `nil` when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// The document on one line with its objects' keys sorted, as a message on the wire: its
    /// bytes never depend on the order members were given in.
    public func serialized() -> [UInt8] {
        var output = ""
        write(to: &output, indent: nil, sortingKeys: true)
        return Array(output.utf8)
    }

    /// The document with two-space indentation, ending with a line break, stable and readable in a
    /// diff: objects' members in the order given, or in key order with `sortingKeys`.
    public func prettyPrinted(sortingKeys: Bool = false) -> String {
        var output = ""
        write(to: &output, indent: 0, sortingKeys: sortingKeys)
        return output + "\n"
    }

    /// Writes the value; `indent` is the nesting level of a pretty-printed document, `nil` for one line.
    private func write(to output: inout String, indent: Int?, sortingKeys: Bool) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? String(number) : "null"
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            writeContainer(
                elements.map { (nil, $0) }, brackets: ("[", "]"), to: &output, indent: indent, sortingKeys: sortingKeys)
        case .object(let members):
            let ordered = sortingKeys ? members.sorted { $0.key < $1.key } : members
            writeContainer(
                ordered.map { ($0.key, $0.value) }, brackets: ("{", "}"), to: &output, indent: indent,
                sortingKeys: sortingKeys)
        }
    }

    private func writeContainer(
        _ items: [(String?, JSONValue)], brackets: (String, String), to output: inout String, indent: Int?,
        sortingKeys: Bool
    ) {
        guard !items.isEmpty else {
            output += brackets.0 + brackets.1
            return
        }
        output += brackets.0
        for (index, (key, value)) in items.enumerated() {
            if index > 0 { output += "," }
            if let indent { output += "\n" + Self.spaces(indent + 1) }
            if let key {
                Self.writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
            }
            value.write(to: &output, indent: indent.map { $0 + 1 }, sortingKeys: sortingKeys)
        }
        if let indent { output += "\n" + Self.spaces(indent) }
        output += brackets.1
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
