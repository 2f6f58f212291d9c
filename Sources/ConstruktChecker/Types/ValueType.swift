/// A resolved type of the screen language (Docs/language.md, A screen file): what the checker, the emitter and the
/// runtime agree a value is.
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case string, int, double, float, cgFloat, bool, url, date, uuid, void
    case color, font, image, insets, size
    /// A struct from `types:` (or an external one).
    case model(String)
    /// A String-backed enum from `types:` or a catalog.
    case enumeration(String)
    /// An enum from `types:` declared with `cases:`, whose cases may carry payloads.
    case payloadEnumeration(String)
    /// A value type of a catalog (Length, Frame, Border, …), written in one of its forms.
    case catalogValue(String)
    case array(ValueType)
    case dictionary(key: ValueType, value: ValueType)
    case optional(ValueType)

    /// The built-in types by their spelling in construkt files.
    public static let builtins: [String: ValueType] = [
        "String": .string, "Int": .int, "Double": .double, "Float": .float, "CGFloat": .cgFloat,
        "Bool": .bool, "URL": .url, "Date": .date, "UUID": .uuid, "Void": .void, "Color": .color,
        "Font": .font, "Image": .image, "Insets": .insets, "Size": .size,
    ]

    public var description: String {
        switch self {
        case .model(let name), .enumeration(let name), .payloadEnumeration(let name), .catalogValue(let name):
            return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        default: return Self.builtins.first { $0.value == self }?.key ?? "?"
        }
    }

    /// Whether a deep link's path segment can carry a value of this type.
    public var isURLCarryable: Bool {
        switch self {
        case .string, .int, .double, .float, .bool, .uuid, .enumeration: return true
        default: return false
        }
    }
}

extension ValueType {
    public var isFloatingPoint: Bool { self == .double || self == .float || self == .cgFloat }
    public var isNumeric: Bool { self == .int || isFloatingPoint }

    /// Whether a value of this type may be `nil`.
    public var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// The model's name, for a model type.
    public var modelName: String? {
        if case .model(let name) = self { return name }
        return nil
    }
}
