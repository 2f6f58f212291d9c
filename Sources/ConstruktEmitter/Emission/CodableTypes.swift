import ConstruktCatalog
import ConstruktChecker

/// Which value types the generated Swift can make `Codable` (and `Hashable`): the scalar built-ins,
/// URLs, dates, UUIDs, the app's models and `types:` enums, and optionals, lists and dictionaries of
/// them; not UIKit's colors, fonts and images, nor a catalog's values and enums.
enum CodableTypes {
    /// Whether a value of `type` can be part of a `Codable` model or route.
    static func contains(_ type: ValueType, catalog: ComponentCatalog) -> Bool {
        switch type {
        case .string, .int, .double, .float, .cgFloat, .bool, .url, .date, .uuid, .model: return true
        case .enumeration(let name): return catalog.type(named: name) == nil
        case .optional(let wrapped), .array(let wrapped): return contains(wrapped, catalog: catalog)
        case .dictionary(let key, let value): return contains(key, catalog: catalog) && contains(value, catalog: catalog)
        case .void, .color, .font, .image, .insets, .size, .catalogValue: return false
        }
    }
}
