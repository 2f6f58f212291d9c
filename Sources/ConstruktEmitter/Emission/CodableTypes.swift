import ConstruktCatalog
import ConstruktChecker

/// Which value types the generated Swift can make `Codable`: the scalar built-ins, URLs, dates,
/// UUIDs, `types:` enums, models whose fields all are, and optionals, lists and dictionaries of
/// them; not UIKit's colours, fonts and images, nor a catalog's values and enums. A model holding
/// one of those is `Hashable` alone (SymbolCollection keeps out what Swift cannot hash).
struct CodableTypes {
    let catalog: ComponentCatalog
    /// Each model's field types (and each enum with payloads' payload field types), by the type's
    /// name; an external model is taken as Codable.
    private let fields: [String: [ValueType]]

    init(catalog: ComponentCatalog, models: [CheckedModelType]) {
        self.catalog = catalog
        var fields: [String: [ValueType]] = [:]
        for model in models {
            if case .structure(let declared, external: false) = model.kind { fields[model.name] = declared.map(\.type) }
            if case .payloadEnumeration(let cases) = model.kind {
                fields[model.name] = cases.flatMap(\.payload).map(\.type)
            }
        }
        self.fields = fields
    }

    /// Whether a value of `type` can be part of a `Codable` model or route.
    func contains(_ type: ValueType) -> Bool {
        contains(type, visiting: [])
    }

    /// `visiting` holds the models on the way in: a model that holds itself is as Codable as its
    /// other fields make it.
    private func contains(_ type: ValueType, visiting: Set<String>) -> Bool {
        switch type {
        case .string, .int, .double, .float, .cgFloat, .bool, .url, .date, .uuid: return true
        case .model(let name), .payloadEnumeration(let name):
            guard !visiting.contains(name) else { return true }
            return (fields[name] ?? []).allSatisfy { contains($0, visiting: visiting.union([name])) }
        case .enumeration(let name): return catalog.type(named: name) == nil
        case .optional(let wrapped), .array(let wrapped): return contains(wrapped, visiting: visiting)
        case .dictionary(let key, let value):
            return contains(key, visiting: visiting) && contains(value, visiting: visiting)
        case .void, .color, .font, .image, .insets, .size, .catalogValue: return false
        }
    }
}
