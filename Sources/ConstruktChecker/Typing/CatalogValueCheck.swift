import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Values of the catalog's value types (Color, Font, Image, Insets, Length, Frame, …), matched
/// against the type's forms as CATALOG-FORMAT.md §4 says: a scalar fits the first scalar form it
/// reads as, a mapping the first mapping form whose fields it uses; an expression must have the
/// type of one of the scalar forms.
extension ValueTyper {
    mutating func catalogValue(
        _ node: YAMLNode, type: CatalogType, catalog: ComponentCatalog, expected: ValueType, scope: Scope
    ) -> TypedValue? {
        let name = type.name
        let mapping = CatalogTypeMapping(catalog: catalog, types: types)
        let valueType = ExpressionTyper.unwrapped(expected)
        switch node.value {
        case .scalar(let text, _):
            if case .expression(let expression)? = syntax(of: node) {
                return catalogExpression(
                    expression, type: type, mapping: mapping, optional: valueType != expected, scope: scope)
            }
            if let form = type.forms.first(where: { Self.scalar(text, fits: $0, catalog: catalog) }) {
                return TypedValue(
                    .form(type: name, form: form.name, text: text, fields: []), type: valueType, range: node.range)
            }
            let misspelt = MisspeltMember(text, among: type.scalarMembers(catalog: catalog))
            let reference = MeantReference(
                text, in: scope, expected: expected, canFollowState: placeCanFollowState)
            let location = SourceLocation(path: source.path, range: node.range)
            report(
                .typeMismatch, "'\(text)' is not \(IndefiniteArticle.before(name))", at: node.range,
                notes: type.forms.contains(where: \.isScalar) ? [type.formsNote(catalog: catalog)] : [],
                help: reference?.help ?? misspelt.help ?? Self.patternHelp(of: type),
                fixIts: reference?.fixIts(at: location) ?? misspelt.fixIts(at: location))
            return nil
        case .mapping(let entries, _):
            let keys = entries.compactMap(\.key.scalarText)
            let fitting = type.forms.first { Self.mapping(keys, fits: $0) }
            if fitting == nil,
                let inner = type.forms.lazy.compactMap({ Self.valueType(of: $0, catalog: catalog) }).first(where: {
                    inner in
                    inner.forms.contains { Self.mapping(keys, fits: $0) }
                })
            {
                return catalogValue(node, type: inner, catalog: catalog, expected: expected, scope: scope)
            }
            guard let form = fitting else {
                let fields = type.forms.flatMap { $0.fields.map(\.name) }
                let unknown = entries.first { $0.key.scalarText.map { !fields.contains($0) } ?? false }?.key
                let habit = unknown?.scalarText.flatMap { PropertyHabit.fieldRenames[$0] }.flatMap {
                    fields.contains($0) ? $0 : nil
                }
                let misspelt = unknown?.scalarText.map { MisspeltMember($0, among: fields) }
                let keyLocation = SourceLocation(path: source.path, range: unknown?.range ?? node.range)
                report(
                    .typeMismatch,
                    unknown?.scalarText.map { "\(name) has no field '\($0)'" } ?? "these fields do not make a \(name)",
                    at: node.range,
                    notes: [type.formsNote(catalog: catalog)],
                    help: habit.map { "'\(unknown?.scalarText ?? "")' is SwiftUI's spelling; write '\($0)'" }
                        ?? misspelt?.help,
                    fixIts: habit.map { [Diagnostic.FixIt(keyLocation, replacement: $0)] } ?? misspelt?.fixIts(
                        at: keyLocation) ?? [])
                return nil
            }
            if expected == .image, !isPropertyValue {
                // UIImage(systemName:) and UIImage(named:) are failable: a named image is a UIImage?.
                report(
                    .typeMismatch, "an image made from a name may not exist, so it is an Image?, not an Image",
                    at: node.range,
                    help: "declare the type as 'Image?'")
                return nil
            }
            if form.swift == nil, type.swift != nil, !isPropertyValue {
                report(
                    .typeMismatch,
                    "the { \(keys.joined(separator: ", ")) } form of \(name) has no value of its own here",
                    at: node.range,
                    help: "write it as " + type.forms.filter { $0.swift != nil }.map(\.name).joined(separator: " or ")
                        + ", or put it straight in the property that takes it")
                return nil
            }
            var typedFields: [TypedValue.Field] = []
            var ok = true
            for entry in entries {
                guard let key = entry.key.scalarText, let field = form.fields.first(where: { $0.name == key }) else {
                    continue
                }
                guard let fieldType = mapping.valueType(field.type) else {
                    if let value = infer(entry.value, scope: scope) {
                        typedFields.append(TypedValue.Field(name: key, value: value))
                    } else {
                        ok = false
                    }
                    continue
                }
                if let value = check(entry.value, expected: fieldType, scope: scope) {
                    typedFields.append(TypedValue.Field(name: key, value: value))
                } else {
                    ok = false
                }
            }
            return ok
                ? TypedValue(
                    .form(type: name, form: form.name, text: nil, fields: typedFields), type: valueType,
                    range: node.range) : nil
        case .sequence:
            report(.typeMismatch, "expected \(name), found a list", at: node.range)
            return nil
        }
    }

    /// An expression fits when it has the type itself or the type of one of the scalar forms
    /// (`height: ${rowHeight}`), and then stands for the value in that form. A form read by its
    /// members or a pattern (a Color's name or hex) is no candidate: its text is read when
    /// written, and a String made at run time is not converted; text literals in an expression of
    /// the type itself are read that way (`${on ? 'green' : '#808080'}`).
    /// Where the place is optional (`tint: Color?`, `backgroundColor(UIColor?)`), an optional of
    /// each candidate is one too, after the candidates themselves.
    private mutating func catalogExpression(
        _ expression: ExpressionSyntax, type: CatalogType, mapping: CatalogTypeMapping, optional: Bool, scope: Scope
    ) -> TypedValue? {
        let own = mapping.valueType(.named(type.name))
        // A value of the type itself only where the type has a Swift type to write it as.
        let whole = type.swift == nil ? nil : own
        let plain: [(type: ValueType, form: String?)] =
            [whole].compactMap { $0.map { ($0, nil) } }
            + type.forms.compactMap { form in
                guard case .scalar(let scalar, nil, nil, _) = form.shape, let scalarType = mapping.valueType(scalar)
                else { return nil }
                return (scalarType, form.name)
            }
        let candidates = plain + (optional ? plain.map { (ExpressionTyper.optional($0.type), $0.form) } : [])
        var misreadText: ExpressionTyper?
        for candidate in candidates {
            var trial = ExpressionTyper(path: source.path, types: types, scope: scope, catalog: catalog)
            let typed = trial.check(expression, expected: candidate.type)
            if let typed, !trial.diagnostics.contains(where: { $0.severity == .error }) {
                absorb(trial)
                guard let form = candidate.form, let own else {
                    return TypedValue(.expression(typed), type: typed.type, range: typed.range)
                }
                let standsFor =
                    ExpressionTyper.unwrapped(typed.type) == typed.type ? own : ExpressionTyper.optional(own)
                return TypedValue(.scalarForm(type: type.name, form: form, typed), type: standsFor, range: typed.range)
            }
            // Typed as the type itself, but with text that is none of its values ('greenish').
            if typed != nil, candidate.type == candidates.first?.type { misreadText = trial }
        }
        if let misreadText {
            absorb(misreadText)
            return nil
        }
        var typer = ExpressionTyper(path: source.path, types: types, scope: scope, catalog: catalog)
        let found = typer.check(expression, expected: nil)
        absorb(typer)
        if let found {
            let readsText =
                found.type == .string
                && type.forms.contains {
                    if case .scalar(_, let pattern, let members, _) = $0.shape {
                        pattern != nil || members != nil
                    } else {
                        false
                    }
                }
            report(
                .typeMismatch, "expected \(type.name), found \(found.type)", at: expression.range,
                notes: candidates.isEmpty
                    ? []
                    : [
                        "an expression here has one of the types "
                            + candidates.map(\.type.description).joined(separator: ", ")
                    ],
                help: readsText
                    ? "a \(type.name) is read from text only where the text is written: choose among written values, as in '${on ? \"green\" : \"#808080\"}'"
                    : nil)
        }
        return nil
    }

    /// What to write for a scalar form read by a pattern, when its catalog entry says what the
    /// text is (an AspectRatio's number above 0).
    static func patternHelp(of type: CatalogType) -> String? {
        type.forms.lazy.compactMap { form -> String? in
            guard case .scalar(_, _?, nil, _) = form.shape else { return nil }
            return form.doc.map { "write \($0)" }
        }.first
    }

    /// Whether a scalar reads as a scalar form: its members, its pattern, then its scalar type.
    static func scalar(_ text: String, fits form: ValueForm, catalog: ComponentCatalog) -> Bool {
        guard case .scalar(let type, let pattern, let members, _) = form.shape else { return false }
        if let members { return members.contains { $0.name == text } }
        if let pattern, !CompiledPatterns.shared.text(text, wholeMatches: pattern) { return false }
        guard case .named(let name) = type.nonOptional else { return false }
        switch name {
        case "Int": return Int(text) != nil
        case "Double", "Float", "CGFloat": return Double(text) != nil && text.first != "." && text.last != "."
        case "Bool", "Flag": return text == "true" || text == "false"
        case "String", "Name": return true
        case "URL", "Date", "UUID":
            return ValueType.builtins[name].map { FoundationLiteral.refusal(of: text, as: $0) == nil } ?? true
        default:
            guard let inner = catalog.type(named: name) else { return false }
            if !inner.members.isEmpty { return inner.members.contains { $0.name == text } }
            return inner.forms.contains { scalar(text, fits: $0, catalog: catalog) }
        }
    }

    /// The value type a scalar form stands for (`single: { scalar: Color }`), whose other forms the
    /// value may be written in too.
    static func valueType(of form: ValueForm, catalog: ComponentCatalog) -> CatalogType? {
        guard case .scalar(let scalar, _, nil, _) = form.shape, let name = scalar.baseName,
            let type = catalog.type(named: name), case .value = type.kind
        else { return nil }
        return type
    }

    /// Whether written keys fit a mapping form: every key is a field, required fields and `oneOf`.
    static func mapping(_ keys: [String], fits form: ValueForm) -> Bool {
        guard case .mapping(let fields, let oneOf, _) = form.shape else { return false }
        guard keys.allSatisfy({ key in fields.contains { $0.name == key } }) else { return false }
        guard fields.filter(\.required).allSatisfy({ keys.contains($0.name) }) else { return false }
        return oneOf.isEmpty || oneOf.filter(keys.contains).count == 1
    }
}

extension CatalogType {
    /// The names a scalar of this type may be: its own members, those its scalar forms list, and
    /// the cases of the enums its scalar forms are read as (Font's `textStyle` is a TextStyle).
    func scalarMembers(catalog: ComponentCatalog) -> [String] {
        members.map(\.name) + forms.flatMap { form in Self.members(of: form, catalog: catalog) }
    }

    /// The note under a value that fits none of the forms: each form by its name, with its first
    /// members or its fields (`Font is written as: textStyle (largeTitle, title1, title2, …),
    /// system ({ size, weight })`).
    func formsNote(catalog: ComponentCatalog) -> String {
        let forms = forms.map { form -> String in
            if case .mapping(let fields, _, _) = form.shape {
                return "\(form.name) ({ " + fields.map(\.name).joined(separator: ", ") + " })"
            }
            let members = Self.members(of: form, catalog: catalog)
            guard !members.isEmpty else { return form.name }
            return "\(form.name) (" + members.prefix(3).joined(separator: ", ") + (members.count > 3 ? ", …)" : ")")
        }
        return "\(name) is written as: " + forms.joined(separator: ", ")
    }

    private static func members(of form: ValueForm, catalog: ComponentCatalog) -> [String] {
        guard case .scalar(let type, _, let members, _) = form.shape else { return [] }
        if let members { return members.map(\.name) }
        return type.baseName.flatMap { catalog.type(named: $0) }.map { $0.members.map(\.name) } ?? []
    }
}
