import ConstruktCatalog
import ConstruktReports

/// What a catalog property of a value type (Font, Image, Insets…) takes, as lint checks it
/// (CATALOG-FORMAT.md §4): a single value (a scalar form or an expression, which lint reads by the
/// type), or a mapping in one of the forms the property accepts, with exactly that form's fields.
/// A form without a value of its own (Image's `{ url: … }`) goes only where the property's template
/// takes it apart. Other properties take any value here; lint checks it against their type.
struct PropertyValueSchema {
    let catalog: ComponentCatalog

    /// A reference to the type's definition where the property takes every form a value of the
    /// type has; the forms it takes otherwise.
    func schema(of property: ConstruktCatalog.Property) -> JSONValue {
        guard case .named(let typeName) = property.type.nonOptional, let type = catalog.type(named: typeName),
            case .value = type.kind
        else {
            return [:]
        }
        let forms = mappingForms(of: type, in: property)
        guard forms.map(\.name) != mappingForms(of: type, in: nil).map(\.name) else {
            return KeyedMappingSchema.reference(Self.definition(type.name))
        }
        return schema(forms)
    }

    /// A definition per value type: what a property of that type takes when nothing restricts it.
    func definitions() -> [String: JSONValue] {
        catalog.types.reduce(into: [:]) { definitions, type in
            guard case .value = type.kind else { return }
            definitions[Self.definition(type.name)] = schema(mappingForms(of: type, in: nil))
                .merging([
                    "title": .string("A \(type.name)"),
                    "description": .string(type.doc ?? "A value of type `\(type.name)`."),
                ])
        }
    }

    static func definition(_ typeName: String) -> String { "value.\(typeName)" }

    private func schema(_ forms: [ValueForm]) -> JSONValue {
        ["anyOf": .array([["type": ["string", "number", "integer", "boolean", "null"]]] + forms.map(object))]
    }

    /// The mapping forms a property (or, for `nil`, any property) of the type takes.
    private func mappingForms(of type: CatalogType, in property: ConstruktCatalog.Property?) -> [ValueForm] {
        let own = type.forms.filter { form in
            (property?.forms?.contains(form.name) ?? true) && hasValue(form, of: type, in: property)
        }
        let inner = type.forms.compactMap(innerType).flatMap { inner in
            inner.forms.filter { hasValue($0, of: inner, in: property) }
        }
        return (own + inner).filter { !$0.fields.isEmpty }
    }

    /// Whether the form may be written here: it has a value of its own, or the property's template
    /// takes its fields apart.
    private func hasValue(_ form: ValueForm, of type: CatalogType, in property: ConstruktCatalog.Property?) -> Bool {
        guard form.swift == nil, type.swift != nil, case .mapping(_, _, false) = form.shape else { return true }
        guard let template = property?.constant?.template(forForm: form.name) else { return false }
        return !template.holes.contains(.value)
    }

    /// The value type a scalar form reads its text as, whose mapping forms a mapping may also take.
    private func innerType(of form: ValueForm) -> CatalogType? {
        guard case .scalar(let scalar, _, nil, _) = form.shape, let name = scalar.baseName,
            let type = catalog.type(named: name), case .value = type.kind
        else { return nil }
        return type
    }

    private func object(_ form: ValueForm) -> JSONValue {
        guard case .mapping(let fields, let oneOf, _) = form.shape else { return [:] }
        var object: [String: JSONValue] = [
            "type": "object",
            "title": .string(form.name),
            "properties": .object(
                Dictionary(
                    uniqueKeysWithValues: fields.map { field in
                        (
                            field.name,
                            [
                                "title": .string(field.name),
                                "description": .string(
                                    ([field.doc, "Of type `\(field.type)`."]).compactMap { $0 }.joined(separator: " ")),
                            ]
                        )
                    })),
            "additionalProperties": false,
        ]
        if let doc = form.doc {
            object["description"] = .string(doc)
        }
        let required = fields.filter(\.required).map(\.name)
        if !required.isEmpty {
            object["required"] = .array(required.map { .string($0) })
        }
        if !oneOf.isEmpty {
            object["oneOf"] = .array(oneOf.map { ["required": [.string($0)]] })
        }
        return .object(object)
    }
}
