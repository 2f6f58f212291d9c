import ConstruktDiagnostics

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
    public var text: String { ordered.prettyPrinted }

    /// The value with each object's keys in sorted order, as the diagnostics' JSON prints it.
    private var ordered: ConstruktDiagnostics.JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .int(value)
        case .string(let value): .string(value)
        case .array(let items): .array(items.map(\.ordered))
        case .object(let members): .object(members.keys.sorted().map { ($0, members[$0]!.ordered) })
        }
    }
}
