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
    /// per-form map uses the form's entry, an expression the `expression` entry, else the entry of
    /// `fallbackForm` (the scalar form whose type is the expression's type), chosen by the caller.
    public func template(forForm form: String?, fallbackForm: String? = nil) -> Template? {
        switch swift {
        case .single(let template):
            return template
        case .perForm(let entries):
            let wanted = form ?? "expression"
            if let entry = entries.first(where: { $0.form == wanted }) { return entry.template }
            if form == nil, let fallbackForm { return entries.first { $0.form == fallbackForm }?.template }
            return nil
        }
    }
}
