/// A constant a catalog writes for screens (the `default:` of a property, an argument or a form's
/// field), spelled as a screen spells it. The catalog reader takes it out of its YAML once, so that
/// the stages after the checker, the emitter and the runtime, never read YAML.
public indirect enum WrittenValue: Sendable, Hashable {
    /// A scalar as written (`16`, `regular`, `true`); `quoted` when it was in quotes (`""`) or a block
    /// scalar, which makes it text, never `nil`, a number or a Bool.
    case scalar(String, quoted: Bool)
    /// A sequence (`[]`).
    case list([WrittenValue])
    /// A mapping, its fields in written order (`{ width: 0, height: 0 }`).
    case fields([WrittenField])

    /// The scalar's text, or `nil` when this value is a list or fields.
    public var scalarText: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// The list's items, or `nil` when this value is not a list.
    public var listItems: [WrittenValue]? {
        if case .list(let items) = self { return items }
        return nil
    }

    /// The mapping's fields, or `nil` when this value is not a mapping.
    public var fieldEntries: [WrittenField]? {
        if case .fields(let fields) = self { return fields }
        return nil
    }

    /// The value on one line, in flow style and without quotes: `{width: 0, height: 0}`.
    public var written: String {
        switch self {
        case .scalar(let text, _): text
        case .list(let items): "[" + items.map(\.written).joined(separator: ", ") + "]"
        case .fields(let fields): "{" + fields.map { "\($0.name): \($0.value.written)" }.joined(separator: ", ") + "}"
        }
    }
}

/// One field of a `WrittenValue` mapping: its key and its value.
public struct WrittenField: Sendable, Hashable {
    public let name: String
    public let value: WrittenValue

    public init(name: String, value: WrittenValue) {
        self.name = name
        self.value = value
    }
}
