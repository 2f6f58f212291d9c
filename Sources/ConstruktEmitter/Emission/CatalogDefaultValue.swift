import ConstruktCatalog
import ConstruktDiagnostics

extension FormValueWriter {
    /// A catalog `default:` (a form field's or a property's), spelled as in a screen, as Swift of
    /// `type`: a scalar by its scalar type or the type's scalar forms (`0.5`, `regular`), a mapping
    /// through the mapping form of `type` whose fields it names, each field by its own type and
    /// the unnamed ones by their own defaults (Shadow's `offset: { width: 0, height: 0 }` is
    /// `CGSize(width: 0, height: 0)`).
    func defaultValue(_ value: WrittenValue, as type: TypeExpression, of owner: String, at range: SourceRange)
        throws(EmitterError) -> String
    {
        if let text = value.scalarText {
            if case .named(let name) = type.nonOptional, let valueType = catalog.type(named: name),
                valueType.forms.contains(where: \.isScalar)
            {
                for form in valueType.forms where form.isScalar {
                    if let swift = try? swift(type: name, form: form.name, text: text, at: range) { return swift }
                }
            }
            return try scalar(text, as: type.nonOptional, form: "default", of: owner, at: range)
        }
        guard let entries = value.fieldEntries, case .named(let name) = type.nonOptional,
            let valueType = catalog.type(named: name)
        else {
            throw EmitterError.catalogGap("the default of a \(type) in \(owner)", at: range)
        }
        let keys = entries.map(\.name)
        guard
            let form = valueType.forms.first(where: { form in
                !form.isScalar && keys.allSatisfy { key in form.fields.contains { $0.name == key } }
            })
        else {
            throw EmitterError.catalogGap(
                "the default of a \(name) in \(owner), naming fields no form of \(name) has,", at: range)
        }
        var rendered: [String: String] = [:]
        for field in form.fields {
            if let written = entries.first(where: { $0.name == field.name })?.value ?? field.defaultValue {
                rendered[field.name] = try defaultValue(written, as: field.type, of: owner, at: range)
            } else if field.type.isOptional {
                rendered[field.name] = "nil"
            }
        }
        return try swift(type: name, form: form.name, fields: rendered, at: range)
    }
}
