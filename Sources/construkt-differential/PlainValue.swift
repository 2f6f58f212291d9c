/// A value written out in full (a param, a feed, an argument): spelled as YAML for construkt-gen
/// and, where the parity harness can build it, as Swift for the generated code.
indirect enum PlainValue {
    case int(Int)
    case double(String)
    case bool(Bool)
    case string(String)
    case array([PlainValue], element: ValueType)
    case enumCase(type: String, name: String)
    case record(type: String, fields: [(name: String, value: PlainValue)])
    /// A URL, Date or UUID, written as text.
    case foundation(ValueType, text: String)
    /// A dictionary, its keys distinct.
    case dictionary([(key: PlainValue, value: PlainValue)], type: ValueType)

    var yaml: String {
        switch self {
        case .int(let value): String(value)
        case .double(let text): text
        case .bool(let value): String(value)
        case .string(let text): text
        case .array(let items, _): "[" + items.map(\.yaml).joined(separator: ", ") + "]"
        case .enumCase(_, let name): name
        case .record(_, let fields): "{ " + fields.map { "\($0.name): \($0.value.yaml)" }.joined(separator: ", ") + " }"
        case .foundation(_, let text): "\"\(text)\""
        case .dictionary(let entries, _):
            "{ " + entries.map { "\($0.key.yaml): \($0.value.yaml)" }.joined(separator: ", ") + " }"
        }
    }

    /// The Swift literal, or nil for a model (its initializer is the emitter's to choose).
    var swift: String? {
        switch self {
        case .int(let value): return String(value)
        case .double(let text): return text
        case .bool(let value): return String(value)
        case .string(let text): return "\"\(text)\""
        case .array(let items, let element):
            let parts = items.compactMap(\.swift)
            guard parts.count == items.count else { return nil }
            return "[" + parts.joined(separator: ", ") + "] as [\(element.swiftName ?? "Any")]"
        case .enumCase(let type, let name): return "\(type).\(name)"
        case .record: return nil
        case .foundation(let type, let text): return FoundationValues.swift(type, text: text)
        case .dictionary(let entries, let type):
            guard let typeName = type.swiftName else { return nil }
            let parts = entries.compactMap { entry in
                entry.key.swift.flatMap { key in entry.value.swift.map { "\(key): \($0)" } }
            }
            guard parts.count == entries.count else { return nil }
            return "[" + (parts.isEmpty ? ":" : parts.joined(separator: ", ")) + "] as \(typeName)"
        }
    }
}

extension ValueType {
    /// The Swift spelling of the primitive types the parity harness reads and writes.
    var swiftName: String? {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .cgFloat: "CGFloat"
        case .bool: "Bool"
        case .string: "String"
        case .url: "URL"
        case .date: "Date"
        case .uuid: "UUID"
        case .dictionary(let key, let value):
            key.swiftName.flatMap { key in value.swiftName.map { "[\(key): \($0)]" } }
        default: nil
        }
    }
}
