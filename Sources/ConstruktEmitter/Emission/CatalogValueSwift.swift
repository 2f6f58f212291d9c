import ConstruktCatalog
import ConstruktDiagnostics

/// The Swift the emitter writes for a constant catalog value spelled as in a screen, one value at a
/// time and outside any screen: what `construkt-gen explain` shows beside each value form's example.
/// `nil` when the emitter would not write that value (it then reports an error in a real screen).
public struct CatalogValueSwift: Sendable {
    public let catalog: ComponentCatalog

    public init(catalog: ComponentCatalog) {
        self.catalog = catalog
    }

    /// `text` written in the scalar form `form` of the value type `type` (`headline` in Font's
    /// `textStyle` is `UIFont.preferredFont(forTextStyle: .headline)`).
    public func scalar(_ text: String, inForm form: String, of type: String) -> String? {
        try? FormValueWriter(catalog: catalog).swift(type: type, form: form, text: text, at: Self.nowhere)
    }

    /// The scalar of `text` in the scalar form `form`, without the form's own `swift` around it:
    /// what a property template chosen per form takes as `{{value}}` (`16` for Insets' `all`).
    public func scalarOnly(_ text: String, inForm form: String, of type: String) -> String? {
        try? FormValueWriter(catalog: catalog).scalarOnly(type: type, form: form, text: text, at: Self.nowhere)
    }

    /// The fields of the mapping form `form` of `type` as the emitter renders them for a template's
    /// `{{value.f}}`: `written` ones given as scalars, every other at its default (`nil` when
    /// optional); a chain form's absent fields are left out.
    public func fields(_ written: [String: String], inForm form: String, of type: String) -> [String: String]? {
        guard let valueForm = catalog.type(named: type)?.form(named: form),
            case .mapping(let fields, _, let chain) = valueForm.shape
        else { return nil }
        let writer = FormValueWriter(catalog: catalog)
        var rendered: [String: String] = [:]
        for field in fields {
            if let text = written[field.name] {
                guard let swift = value(text, as: field.type) else { return nil }
                rendered[field.name] = swift
            } else if let node = field.defaultValue, !chain {
                guard let swift = try? writer.defaultValue(node, as: field.type, of: type, at: Self.nowhere) else {
                    return nil
                }
                rendered[field.name] = swift
            } else if field.type.isOptional, !chain {
                rendered[field.name] = "nil"
            }
        }
        return rendered
    }

    /// The mapping form `form` of `type` with `written` fields given as scalars and every other
    /// field at its default; a chain form is the links of the written fields, in the form's order.
    public func mapping(_ written: [String: String], inForm form: String, of type: String) -> String? {
        guard let valueForm = catalog.type(named: type)?.form(named: form),
            case .mapping(let fields, _, let chain) = valueForm.shape,
            let rendered = self.fields(written, inForm: form, of: type)
        else { return nil }
        guard chain else {
            return try? FormValueWriter(catalog: catalog).swift(
                type: type, form: form, fields: rendered, at: Self.nowhere)
        }
        return fields.compactMap { field in
            guard let swift = rendered[field.name], let link = field.swift else { return nil }
            return link.render { $0 == .value ? swift : "{{\($0)}}" }
        }.joined()
    }

    /// A scalar of any catalog type: a primitive literal, an enum member, or a value type's first
    /// scalar form the text is written in.
    /// A number written for a floating-point type is written as the YAML has it, a whole number
    /// without `.0` (`16`, `0.5`); a URL, Date or UUID goes through its type's `swiftLiteral`
    /// (`URL(string: "…")!`).
    public func value(_ text: String, as type: TypeExpression) -> String? {
        if case .named(let name) = type.nonOptional, ["Double", "Float", "CGFloat"].contains(name) {
            if let whole = Int(text) { return String(whole) }
            return Double(text).flatMap { $0.isFinite ? String($0) : nil }
        }
        if case .named(let name) = type.nonOptional,
            case .primitive(_, let swiftLiteral?)? = catalog.type(named: name)?.kind
        {
            return swiftLiteral.render { $0 == .value ? SwiftStringLiteral(text).source : "{{\($0)}}" }
        }
        return try? FormValueWriter(catalog: catalog).defaultValue(
            .scalar(text, quoted: false), as: type, of: "the example", at: Self.nowhere)
    }

    private static let nowhere = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
}
