import ConstruktCatalog
import ConstruktChecker

/// The Swift spelling of a checked value type, for the types this slice of the emitter supports:
/// the scalar built-ins, URLs, dates, UUIDs, colors, fonts and images, model types and enums, their
/// optionals, arrays and dictionaries. Any other type is an `EmitterError`, so a
/// screen that uses one gets no file rather than a guessed declaration.
enum SwiftTypeName {
    /// `Int`, `String?`, `[Bool]`.
    static func of(_ type: ValueType) throws(EmitterError) -> String {
        switch type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .cgFloat: return "CGFloat"
        case .bool: return "Bool"
        case .void: return "Void"
        case .url: return "URL"
        case .date: return "Date"
        case .uuid: return "UUID"
        case .color: return "UIColor"
        case .font: return "UIFont"
        case .image: return "UIImage"
        case .insets: return "UIEdgeInsets"
        case .size: return "CGSize"
        case .optional(let wrapped): return try of(wrapped) + "?"
        case .array(let element): return "[" + (try of(element)) + "]"
        case .dictionary(let key, let value): return "[" + (try of(key)) + ": " + (try of(value)) + "]"
        case .model(let name): return try Identifiers.source(name)
        case .enumeration(let name): return try ModelTypeNames.enumeration(name)
        default: throw EmitterError("values of type \(type) are not supported by the emitter yet")
        }
    }

    /// The Swift spelling of a catalog property's type, through the language's built-in names.
    static func of(_ expression: TypeExpression) throws(EmitterError) -> String {
        switch expression {
        case .named(let name):
            guard let builtin = ValueType.builtins[name] else {
                throw EmitterError("catalog type \(name) is not supported by the emitter yet")
            }
            return try of(builtin)
        case .optional(let wrapped): return try of(wrapped) + "?"
        case .array(let element): return "[" + (try of(element)) + "]"
        case .dictionary: throw EmitterError("catalog type \(expression) is not supported by the emitter yet")
        }
    }
}
