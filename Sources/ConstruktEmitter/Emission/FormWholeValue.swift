import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

extension FormValueWriter {
    /// A catalog value in one of its forms as one Swift value, its fields written by `values` (so a
    /// field may read state inside a binding's closure: `image: { systemName: $icon }`).
    func wholeValue(
        type typeName: String, form formName: String, text: String?, fields: [TypedValue.Field],
        with values: SwiftExpressionWriter, at range: SourceRange
    ) throws(EmitterError) -> String {
        if text != nil { return try swift(type: typeName, form: formName, text: text, at: range) }
        let rendered = try self.fields(type: typeName, form: formName, written: fields, constants: values, at: range)
        return try swift(type: typeName, form: formName, fields: rendered, at: range)
    }

    /// An expression standing for a value of a catalog type in one of its scalar forms (a CGFloat
    /// as Insets' `all`), as one Swift value: the form's own `swift` around it
    /// (`UIEdgeInsets(top: inset, left: inset, …)`), through `map` when the expression is optional;
    /// the expression itself where the form's Swift is the scalar (Length's `exact`).
    func wholeValue(
        type typeName: String, form formName: String, scalar expression: TypedExpression,
        with values: SwiftExpressionWriter, at range: SourceRange
    ) throws(EmitterError) -> String {
        let scalar = TypedValue(.expression(expression), type: expression.type, range: expression.range)
        guard let template = catalog.type(named: typeName)?.form(named: formName)?.swift,
            !isVerbatim(type: typeName, form: formName)
        else {
            return try values.value(scalar)
        }
        guard case .optional(let wrapped) = expression.type else {
            return try filled(
                template, scalar: try values.embedded(scalar, setApart: template.setsApart(.value)), type: typeName,
                form: formName, at: range)
        }
        let parameter = "value"
        let body = try filled(template, scalar: parameter, type: typeName, form: formName, at: range)
        return try values.embedded(scalar, setApart: false)
            + ".map { (\(parameter): \(try SwiftTypeName.of(wrapped, catalog: catalog))) in \(body) }"
    }

    /// Whether a scalar form's Swift is its scalar alone (`{{value}}`), or it has none.
    func isVerbatim(type typeName: String, form formName: String) -> Bool {
        guard let template = catalog.type(named: typeName)?.form(named: formName)?.swift else { return true }
        return template.segments == [.hole(.value)]
    }

    private func filled(
        _ template: Template, scalar: String, type typeName: String, form formName: String, at range: SourceRange
    ) throws(EmitterError) -> String {
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
}
