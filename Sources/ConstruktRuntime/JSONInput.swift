import Foundation

/// A JSON value as given on the command line (`run --params/--state`), decoded without guessing
/// at types: a Bool stays a Bool and a whole number keeps its integer reading.
public indirect enum JSONInput: Decodable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)
    case null
    case array([JSONInput])
    case object([String: JSONInput])

    /// Decodes JSON text.
    public static func parse(_ text: String) throws -> JSONInput {
        try JSONDecoder().decode(JSONInput.self, from: Data(text.utf8))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let items = try? container.decode([JSONInput].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONInput].self))
        }
    }

    /// The value as JSON, for messages.
    public var description: String {
        switch self {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let integer): return String(integer)
        case .number(let number): return String(number)
        case .text(let text): return RuntimeValue.string(text).description
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let object):
            return "{"
                + object.keys.sorted().map { "\(RuntimeValue.string($0)): \(object[$0]!)" }.joined(separator: ", ")
                + "}"
        }
    }
}
