import ConstruktChecker

extension RuntimeValue {
    /// The value a state entry without a default starts with (Docs/language.md, A screen file: `"" 0 false [] nil`).
    /// Types with no zero value (models, enums, URLs, dates, catalog values) fail with a message
    /// asking for a default.
    public static func zero(of type: ValueType, for name: String) throws -> RuntimeValue {
        switch type {
        case .string: return .string("")
        case .int: return .int(0)
        case .double, .float, .cgFloat: return .double(0)
        case .bool: return .bool(false)
        case .array: return .list([])
        case .dictionary: return .record([:])
        case .optional: return .null
        default: throw RuntimeFailure("'\(name)' of type \(type) has no zero value; give it a default")
        }
    }
}
