import ConstruktChecker

/// The Swift value a state variable without a default starts with, the same the headless runtime
/// gives it: `""`, `0`, `false`, `[]`, `[:]`, `nil`.
enum ZeroValue {
    static func of(_ type: ValueType) throws(EmitterError) -> String {
        switch type {
        case .string: return "\"\""
        case .int, .double, .float, .cgFloat: return "0"
        case .bool: return "false"
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        default: throw EmitterError.checkerInvariant("state of type \(type) without a default or a start value")
        }
    }
}
