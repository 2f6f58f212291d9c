/// How one strategy of a property (`const`, `oneWay`, `twoWay`) is written in Swift (CATALOG-FORMAT.md §9).
public struct Emission: Sendable {
    /// The template, either one for every value or one per value form.
    public enum Swift: Sendable {
        case single(Template)
        /// Form name (or `expression`) → template, in source order.
        case perForm([(form: String, template: Template)])
    }

    public let placement: EmissionPlacement
    public let swift: Swift
    /// For `oneWay`/`twoWay`: the binding Value types the library overloads take; `nil` means the
    /// Swift type of the property's type.
    public let accepts: [Template]?

    /// The template for a value written in `form` (`nil` for an expression), following §9: a
    /// per-form map uses the form's entry, an expression the `expression` entry.
    public func template(forForm form: String?) -> Template? { swift.template(forForm: form) }

    /// Whether a per-form map has an entry of its own for `form`.
    public func hasEntry(forForm form: String) -> Bool { swift.hasEntry(forForm: form) }
}

extension Emission.Swift {
    /// The template for a value written in `form` (`nil` for an expression): a per-form map's
    /// entry for the form, or its `expression` entry for an expression.
    public func template(forForm form: String?) -> Template? {
        switch self {
        case .single(let template):
            return template
        case .perForm(let entries):
            let wanted = form ?? "expression"
            return entries.first { $0.form == wanted }?.template
        }
    }

    /// Whether a per-form map has an entry of its own for `form`.
    public func hasEntry(forForm form: String) -> Bool {
        guard case .perForm(let entries) = self else { return false }
        return entries.contains { $0.form == form }
    }
}
