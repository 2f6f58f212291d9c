import ConstruktCatalog

/// A value of any catalog type written as YAML flow text, in a form of the type: the scalar
/// types' plain literals, an enum's first member, a value type's form with its required fields
/// (or its first field, so that the form is the one read). `nil` where nothing can be written:
/// a record (GeometryProxy), `Void`.
struct CatalogLiteral {
    let catalog: ComponentCatalog
    /// The component's type parameters (`Item`), written as text.
    var typeParams: [String] = []

    /// The pattern-restricted text of ConstruktKit's catalog that is no plain literal: a hex colour.
    static let hexColor = "\"#FF8800\""

    func value(_ type: TypeExpression) -> String? {
        switch type {
        case .optional(let wrapped): return value(wrapped)
        case .array(let element): return value(element).map { "[\($0)]" }
        case .dictionary(_, let value): return self.value(value).map { "{ key: \($0) }" }
        case .named(let name): return named(name, form: nil)
        }
    }

    /// A value of the value type `name` written in `form`.
    func value(of name: String, form: String) -> String? {
        named(name, form: form)
    }

    private func named(_ name: String, form formName: String?) -> String? {
        if typeParams.contains(name) { return "Probe" }
        switch name {
        case "String", "AnyHashable": return "Probe"
        case "Name": return "probe"
        case "Int": return "1"
        case "Double", "Float", "CGFloat": return "2"
        case "Bool", "Flag": return "true"
        case "URL": return "\"https://example.com/a.png\""
        case "Date": return "\"2024-01-02T03:04:05Z\""
        case "UUID": return "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        default: break
        }
        guard let type = catalog.type(named: name) else { return nil }
        switch type.kind {
        case .enumeration(let members), .options(let members): return members.first?.name
        case .primitive, .record: return nil
        case .value(let forms, _):
            let form = if let formName { type.form(named: formName) } else { forms.first }
            return form.flatMap(value(in:))
        }
    }

    private func value(in form: ValueForm) -> String? {
        switch form.shape {
        case .scalar(let scalar, let pattern, let members, _):
            if let members { return members.first?.name }
            guard let pattern else { return value(scalar) }
            // A number its pattern allows (an AspectRatio's 2), else the one such text: a hex colour.
            return value(scalar).flatMap { CompiledPatterns.shared.text($0, wholeMatches: pattern) ? $0 : nil }
                ?? Self.hexColor
        case .mapping(let fields, let oneOf, _):
            var written = fields.filter { $0.required || oneOf.first == $0.name }
            if written.isEmpty, let first = fields.first { written = [first] }
            var entries: [String] = []
            for field in written {
                guard let text = field.pattern != nil ? Self.hexColor : value(field.type) else { return nil }
                entries.append("\(field.name): \(text)")
            }
            return "{ " + entries.joined(separator: ", ") + " }"
        }
    }
}
