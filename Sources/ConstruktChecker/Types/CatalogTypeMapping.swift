import ConstruktCatalog

/// Reads a catalog's type expressions as checker types: primitives and the language's value
/// types (Color, Font, Image, Insets, Size) are the built-ins, catalog enums are enumerations,
/// other value types stay catalog values checked by their forms, and project types resolve
/// against `types:`. A component's type parameter (`Item`) and a primitive with no language type
/// (`AnyHashable`) read as `nil`: the value's own type is taken.
struct CatalogTypeMapping {
    let catalog: ComponentCatalog
    let types: TypeEnvironment

    func valueType(_ expression: TypeExpression, typeParams: [String] = []) -> ValueType? {
        switch expression {
        case .optional(let wrapped):
            return valueType(wrapped, typeParams: typeParams).map(ValueType.optional)
        case .array(let element):
            return valueType(element, typeParams: typeParams).map(ValueType.array)
        case .dictionary(let key, let value):
            guard let key = valueType(key, typeParams: typeParams), let value = valueType(value, typeParams: typeParams)
            else { return nil }
            return .dictionary(key: key, value: value)
        case .named(let name):
            if typeParams.contains(name) { return nil }
            if name == "Flag" { return .bool }
            if name == "Name" { return .string }
            if let builtin = ValueType.builtins[name] { return builtin }
            if let type = catalog.type(named: name) {
                switch type.kind {
                case .enumeration, .options: return .enumeration(name)
                case .primitive: return nil
                default: return .catalogValue(name)
                }
            }
            if let declaration = types.declarations[name] {
                if case .enumeration = declaration.kind { return .enumeration(name) }
                return .model(name)
            }
            return nil
        }
    }
}

extension CatalogTypeMapping {
    /// What `TypeEnvironment.catalogMembers` holds for these catalogs: for each value type with
    /// `exposes`, that form's fields, and for each record, its fields, by their checker types.
    func exposedMembers() -> [String: [String: ValueType]] {
        var members: [String: [String: ValueType]] = [:]
        for type in catalog.types {
            var fields: [String: ValueType] = [:]
            switch type.kind {
            case .value(let forms, let exposes?):
                for field in forms.first(where: { $0.name == exposes })?.fields ?? [] {
                    fields[field.name] = valueType(field.type)
                }
            case .record(let recordFields):
                for field in recordFields { fields[field.name] = valueType(field.type) }
            default:
                continue
            }
            guard let key = valueType(.named(type.name))?.description, !fields.isEmpty else { continue }
            members[key] = fields
        }
        return members
    }
}
