import ConstruktCatalog
import ConstruktChecker

/// The Swift spelling of a checked value type: the scalar built-ins, URLs, dates, UUIDs, colors,
/// fonts and images, model types and enums, their optionals, arrays and dictionaries, and, given
/// the catalog, a catalog's value and enum types by their `swift:` name (`BackgroundColors` is a
/// `UIColor`, `ContentMode` a `UIView.ContentMode`).
enum SwiftTypeName {
    /// `Int`, `String?`, `[Bool]`.
    static func of(_ type: ValueType, catalog: ComponentCatalog? = nil) throws(EmitterError) -> String {
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
        case .optional(let wrapped): return try of(wrapped, catalog: catalog) + "?"
        case .array(let element): return "[" + (try of(element, catalog: catalog)) + "]"
        case .dictionary(let key, let value):
            return "[" + (try of(key, catalog: catalog)) + ": " + (try of(value, catalog: catalog)) + "]"
        case .model(let name), .payloadEnumeration(let name): return try Identifiers.source(name)
        case .enumeration(let name):
            if let swift = catalog?.type(named: name)?.swift { return swift }
            return try ModelTypeNames.enumeration(name)
        case .catalogValue(let name):
            guard let swift = catalog?.type(named: name)?.swift else {
                throw EmitterError.checkerInvariant(
                    "a value of type \(name), which has no Swift type of its own, stands where Swift needs its type")
            }
            return swift
        }
    }

    /// The Swift spelling of a catalog property's type: a built-in by its language name, any other
    /// type by the catalog's `swift:` name for it.
    static func of(_ expression: TypeExpression, catalog: ComponentCatalog? = nil) throws(EmitterError) -> String {
        switch expression {
        case .named(let name):
            if let builtin = ValueType.builtins[name] { return try of(builtin) }
            guard let swift = catalog?.type(named: name)?.swift else {
                throw EmitterError.checkerInvariant(
                    "catalog type \(name), which has no Swift type of its own, stands where Swift needs its type")
            }
            return swift
        case .optional(let wrapped): return try of(wrapped, catalog: catalog) + "?"
        case .array(let element): return "[" + (try of(element, catalog: catalog)) + "]"
        case .dictionary(let key, let value):
            return "[" + (try of(key, catalog: catalog)) + ": " + (try of(value, catalog: catalog)) + "]"
        }
    }
}
