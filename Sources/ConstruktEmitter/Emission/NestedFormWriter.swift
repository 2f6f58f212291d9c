import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes catalog values whose mapping forms hold other catalog values, as a section's layout
/// does (`{ list: { itemHeight: { estimated: 44 } }, spacing: 16 }`): each field rendered by its
/// own type, recursively, an absent field by its default, and a chain form (CATALOG-FORMAT.md §4)
/// as its links, one per present field, in field order.
struct NestedFormWriter {
    let catalog: ComponentCatalog
    /// Writes expressions (params, loop variables) inside the value.
    let constants: SwiftExpressionWriter

    /// The links of a chain-form value, in field order: `CollectionLayoutSectionBuilder.list(…)`,
    /// `.spacing(16)`, …
    func chainLinks(_ value: TypedValue) throws(EmitterError) -> [String] {
        guard case .form(let type, let formName, nil, let written) = value.kind,
            let form = catalog.type(named: type)?.form(named: formName), case .mapping(let fields, _, true) = form.shape
        else {
            throw EmitterError.checkerInvariant("a \(value.type) not written as a mapping", at: value.range)
        }
        var links: [String] = []
        for field in fields {
            guard let fieldValue = written.first(where: { $0.name == field.name })?.value, let template = field.swift
            else { continue }
            var fillings: [TemplateHole: String] = [:]
            if template.holes.contains(.value) { fillings[.value] = try swift(fieldValue) }
            for case .valueField(let name) in template.holes {
                fillings[.valueField(name)] = try rendered(fieldValue)[name]
            }
            links.append(try TemplateFilling.fill(template, fillings, in: type))
        }
        return links
    }

    /// A value as a whole, through the form it was written in.
    func swift(_ value: TypedValue) throws(EmitterError) -> String {
        guard case .form(let type, let formName, let text, _) = value.kind else { return try constants.value(value) }
        let forms = FormValueWriter(catalog: catalog)
        if let text { return try forms.swift(type: type, form: formName, text: text, at: value.range) }
        return try forms.swift(type: type, form: formName, fields: rendered(value), at: value.range)
    }

    /// Every field of a mapping-form value rendered: the written ones by their types, the absent
    /// ones by their defaults (`nil` for an optional field without one).
    private func rendered(_ value: TypedValue) throws(EmitterError) -> [String: String] {
        guard case .form(let type, let formName, nil, let written) = value.kind,
            let form = catalog.type(named: type)?.form(named: formName)
        else { return [:] }
        var rendered: [String: String] = [:]
        for field in form.fields {
            if let fieldValue = written.first(where: { $0.name == field.name })?.value {
                rendered[field.name] = try swift(fieldValue)
            } else if let written = field.defaultValue {
                rendered[field.name] = try FormValueWriter(catalog: catalog).defaultValue(
                    written, as: field.type, of: type, at: value.range)
            } else if field.type.isOptional {
                rendered[field.name] = "nil"
            }
        }
        return rendered
    }
}
