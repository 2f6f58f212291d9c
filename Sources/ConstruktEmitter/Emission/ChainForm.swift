import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

extension FormValueWriter {
    /// A value written in a `chain` mapping form (CATALOG-FORMAT.md §4): each written field's own
    /// `swift` link with `{{value}}` its rendering, in the form's field order (`.color(UIColor.white,
    /// for: .normal)`, `.color(UIColor.lightGray, for: .highlighted)`); a live field through its
    /// `onReceive` on a view of class `viewClass` (`payloads` spells the kept payload fields it may
    /// read). `nil` when the form is not a chain.
    func chain(
        type typeName: String, form formName: String, written: [TypedValue.Field], constants: SwiftExpressionWriter,
        viewClass: String?, payloads: KeptPayloads, at range: SourceRange
    ) throws(EmitterError) -> [String]? {
        guard let form = catalog.type(named: typeName)?.form(named: formName),
            case .mapping(let fields, _, true) = form.shape
        else { return nil }
        var links: [String] = []
        for field in fields {
            guard let value = written.first(where: { $0.name == field.name })?.value else { continue }
            if value.isLive {
                links.append(try liveLink(value, through: field, of: typeName, on: viewClass, payloads: payloads))
                continue
            }
            guard let link = field.swift else {
                throw EmitterError.catalogGap(
                    "field \(field.name) of the \(formName) form of \(typeName), which has no Swift link,",
                    at: value.range)
            }
            links.append(
                try TemplateFilling.fill(link, [.value: try rendering(of: value, constants: constants)], in: typeName))
        }
        return links
    }

    /// `.onReceive(<binding>) { (context: …) in <the field's onReceive> }` for a live chain field.
    private func liveLink(
        _ value: TypedValue, through field: FormField, of typeName: String, on viewClass: String?,
        payloads: KeptPayloads
    ) throws(EmitterError) -> String {
        guard let template = field.onReceive, let viewClass else {
            throw EmitterError.checkerInvariant(
                "field \(field.name) of \(typeName), which cannot follow state, written live", at: value.range)
        }
        let binding = try ViewNames.binding(of: value, catalog: catalog, payloads: payloads)
        let statement = try TemplateFilling.fill(
            template, [.view: "context.view", .value: "context.value"], in: typeName)
        return
            ".onReceive(\(binding.swift)) { (context: ViewBuilderValueContext<\(viewClass), \(try SwiftTypeName.of(binding.type, catalog: catalog))>) in \(statement) }"
    }

    /// A chain field's value: a catalog value in any of its forms, or an expression.
    private func rendering(of value: TypedValue, constants: SwiftExpressionWriter) throws(EmitterError) -> String {
        guard case .form(let type, let form, let text, let nested) = value.kind else {
            return try constants.value(value)
        }
        return try wholeValue(type: type, form: form, text: text, fields: nested, with: constants, at: value.range)
    }
}
