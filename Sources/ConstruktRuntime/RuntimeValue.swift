/// A value the headless runtime computes with (Docs/language.md, A screen file, Values): what a param, state value,
/// derived value, loop variable or node attribute holds while a screen runs.
///
/// Enum cases are kept as their raw text, and catalog values (Color, Insets, Font, …) as the form
/// they were written in, because the runtime only compares and shows them. A record leaves out
/// fields that are `nil`, so a model written without an optional field equals one written with it
/// set to `nil`, as in Swift.
public indirect enum RuntimeValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    case list([RuntimeValue])
    /// A model (or dictionary) by field name.
    case record([String: RuntimeValue])
    /// A case of a String-backed enum, by its raw value, or a case that carries nothing of an enum
    /// with payloads.
    case enumCase(String)
    /// A case of an enum with payloads that carries values, its fields by name (`nil` ones left
    /// out, as a record's).
    case tagged(String, [String: RuntimeValue])
    /// A catalog value (Color, Font, Image, Insets, …) in its written form: `red`, `{hex: #000, alpha: 0.5}`.
    case written(String)

    /// A record, with its `nil` fields left out.
    public static func model(_ fields: [String: RuntimeValue]) -> RuntimeValue {
        .record(fields.filter { $0.value != .null })
    }

    /// A case of an enum with payloads: `.enumCase` when it carries nothing, else `.tagged` with
    /// its `nil` fields left out.
    public static func payloadCase(_ name: String, _ fields: [String: RuntimeValue]) -> RuntimeValue {
        fields.isEmpty ? .enumCase(name) : .tagged(name, fields.filter { $0.value != .null })
    }

    /// How the value reads in a scenario report, a tree and `run`'s output: strings quoted,
    /// record fields in name order, so the same value always reads the same.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let text):
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        case .bool(let value): return value ? "true" : "false"
        case .null: return "nil"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .record(let fields):
            return "{" + fields.keys.sorted().map { "\($0): \(fields[$0]!.description)" }.joined(separator: ", ") + "}"
        case .enumCase(let raw): return "." + raw
        case .tagged(let name, let fields):
            return "." + name + "("
                + fields.keys.sorted().map { "\($0): \(fields[$0]!.description)" }.joined(separator: ", ") + ")"
        case .written(let form): return form
        }
    }

    /// The value as interpolated text shows it (Swift's string interpolation of the same value).
    public var interpolated: String {
        switch self {
        case .string(let text), .enumCase(let text): return text
        default: return description
        }
    }
}
