import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes a catalog value written in one of its scalar forms (CATALOG-FORMAT.md §4 "Value forms"):
/// a `members` form writes the member's Swift expression from the catalog (`red` →
/// `UIColor.red`); any other scalar is rendered by its scalar type, after the form's `normalize`
/// (a String through `SwiftStringLiteral`, a number as a number); then the form's own `swift`
/// template, if any, wraps it (`UIColor({{value}})`). A mapping form renders its fields, for a
/// property template's `{{value.f}}` or the form's own `{{f}}`, nested values whole; chain forms are `chain(…)`.
struct FormValueWriter {
    let catalog: ComponentCatalog

    /// The fields of a mapping form as the emitter renders them: each written field by its value
    /// (`constants` writes expressions), an absent one by its scalar `default`, else `nil` when its
    /// type is optional. Keyed by field name, for `{{value.f}}` and a form's own `{{f}}`. The field
    /// named `following`, which an `onReceive` takes as the received value, is left out.
    func fields(
        type typeName: String, form formName: String, written: [TypedValue.Field], constants: SwiftExpressionWriter,
        following: String? = nil, at range: SourceRange
    ) throws(EmitterError) -> [String: String] {
        guard let form = catalog.type(named: typeName)?.form(named: formName),
            case .mapping(let fields, _, let chain) = form.shape, !chain
        else {
            throw EmitterError.catalogGap("the \(formName) form of \(typeName)", at: range)
        }
        var rendered: [String: String] = [:]
        for field in fields where field.name != following {
            if let value = written.first(where: { $0.name == field.name })?.value {
                if case .form(let type, let form, let text, let nested) = value.kind {
                    rendered[field.name] = try wholeValue(
                        type: type, form: form, text: text, fields: nested, with: constants, at: value.range)
                } else if let normalize = field.normalize, case .expression(let expression) = value.kind,
                    case .string(let text) = expression.kind
                {
                    rendered[field.name] = SwiftStringLiteral(normalize.apply(to: text)).source
                } else {
                    rendered[field.name] = try constants.embedded(
                        value, setApart: form.swift?.setsApart(.field(field.name)) ?? true)
                }
            } else if let text = field.defaultValue?.scalarText {
                rendered[field.name] = try scalar(
                    field.normalize?.apply(to: text) ?? text, as: field.type, form: formName, of: typeName, at: range)
            } else if let node = field.defaultValue {
                rendered[field.name] = try defaultValue(node, as: field.type, of: typeName, at: range)
            } else if field.type.isOptional {
                rendered[field.name] = "nil"
            } else {
                throw EmitterError.catalogGap(
                    "field \(field.name) of the \(formName) form of \(typeName), left out but with no default,",
                    at: range)
            }
        }
        return rendered
    }

    /// A mapping-form value through the form's own `swift`, its `{{f}}` holes filled by `fields`.
    func swift(type typeName: String, form formName: String, fields: [String: String], at range: SourceRange)
        throws(EmitterError) -> String
    {
        guard let template = catalog.type(named: typeName)?.form(named: formName)?.swift else {
            throw EmitterError.checkerInvariant(
                "the \(formName) form of \(typeName), which has no whole-value Swift, where a whole value goes",
                at: range)
        }
        var missing: TemplateHole?
        let written = template.render { hole in
            if case .field(let name) = hole, let field = fields[name] { return field }
            missing = missing ?? hole
            return ""
        }
        if let missing {
            throw EmitterError.catalogGap(
                "the \(formName) form of \(typeName), whose {{\(missing)}} has nothing to fill it here,", at: range)
        }
        return written
    }

    /// A scalar-form value as its scalar alone: a member's Swift, or the text rendered by the
    /// scalar type, without the form's own `swift` around it. A property template chosen per form
    /// (`all: '.padding({{value}})'`) takes this as `{{value}}`.
    func scalarOnly(type typeName: String, form formName: String, text: String?, at range: SourceRange)
        throws(EmitterError) -> String
    {
        guard let type = catalog.type(named: typeName), let form = type.form(named: formName),
            case .scalar(let scalarType, _, let members, let normalize) = form.shape, let text
        else {
            throw EmitterError.catalogGap("the \(formName) form of \(typeName)", at: range)
        }
        let normalized = normalize?.apply(to: text) ?? text
        guard let members else {
            return try scalar(normalized, as: scalarType, form: formName, of: typeName, at: range)
        }
        guard let member = members.first(where: { $0.name == normalized }) else {
            throw EmitterError.checkerInvariant(
                "'\(normalized)', which is not a member of the \(formName) form of \(typeName), written as one",
                at: range)
        }
        return member.swift
    }

    /// A scalar-form value as a whole value: the scalar inside the form's own `swift`, if any.
    func swift(type typeName: String, form formName: String, text: String?, at range: SourceRange) throws(EmitterError)
        -> String
    {
        let scalar = try scalarOnly(type: typeName, form: formName, text: text, at: range)
        guard let template = catalog.type(named: typeName)?.form(named: formName)?.swift else { return scalar }
        var missing: TemplateHole?
        let written = template.render { hole in
            if hole == .value { return scalar }
            missing = missing ?? hole
            return ""
        }
        if let missing {
            throw EmitterError.catalogGap(
                "the \(formName) form of \(typeName), whose {{\(missing)}} has nothing to fill it here,", at: range)
        }
        return written
    }

    /// Text an expression reads as a catalog value type (`${on ? "green" : "gray"}` as a Color):
    /// the first scalar form of the type that the text is written in.
    func literal(_ text: String, of typeName: String, at range: SourceRange) throws(EmitterError) -> String {
        try scalar(text, as: .named(typeName), form: "text", of: typeName, at: range)
    }

    /// Whether `text` is written in `form`, a scalar form with members, a pattern or a catalog
    /// enum's cases (Font's `textStyle`) (the checker's first rule of form selection, for a
    /// scalar that has a value type as its scalar type).
    private func matches(_ text: String, _ form: ValueForm) -> Bool {
        guard case .scalar(let scalarType, let pattern, let members, let normalize) = form.shape else { return false }
        let normalized = normalize?.apply(to: text) ?? text
        if let members { return members.contains { $0.name == normalized } }
        if let pattern { return CompiledPatterns.shared.text(normalized, wholeMatches: pattern) }
        guard case .named(let name) = scalarType, let enumeration = catalog.type(named: name) else { return false }
        return enumeration.members.contains { $0.name == normalized }
    }

    /// A scalar's text as a Swift literal of its scalar type, the Swift spelling of a catalog
    /// enum's member, or, for a value type, its first scalar form that the text is written in.
    func scalar(_ text: String, as type: TypeExpression, form: String, of typeName: String, at range: SourceRange)
        throws(EmitterError) -> String
    {
        switch type {
        case .named("String"):
            return SwiftStringLiteral(text).source
        case .named("Int"), .named("Double"), .named("Float"), .named("CGFloat"):
            guard let number = Double(text), number.isFinite else {
                throw EmitterError.catalogGap("'\(text)' as a number of the \(form) form of \(typeName)", at: range)
            }
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .named("Bool") where text == "true" || text == "false":
            return text
        case .named(let name) where catalog.type(named: name).map({ !$0.members.isEmpty }) == true:
            return try CatalogEnumMember.swift(text, of: name, in: catalog, at: range)
        case .named(let name) where !(catalog.type(named: name)?.forms.isEmpty ?? true):
            guard let form = catalog.type(named: name)?.forms.first(where: { matches(text, $0) }) else {
                throw EmitterError.catalogGap("'\(text)' as a scalar form of \(name)", at: range)
            }
            return try swift(type: name, form: form.name, text: text, at: range)
        default:
            throw EmitterError.catalogGap("the \(form) form of \(typeName) (a \(type))", at: range)
        }
    }
}
