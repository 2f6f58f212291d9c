import ConstruktCatalog

extension Property {
    /// The `onReceive` statement that applies a live `value` of this property (CATALOG-FORMAT.md
    /// §9): the one statement, or in a per-form map the entry of the form the value is written in
    /// (a scalar form without one of its own, or an expression, takes the `expression` entry);
    /// `nil` when the value's form has none.
    public func receiveTemplate(for value: TypedValue) -> Template? {
        guard let onReceive else { return nil }
        if case .single(let template) = onReceive { return template }
        switch value.kind {
        case .form(_, let form, _, _):
            return onReceive.hasEntry(forForm: form) ? onReceive.template(forForm: form) : nil
        case .scalarForm(_, let form, _) where onReceive.hasEntry(forForm: form):
            return onReceive.template(forForm: form)
        default:
            return onReceive.template(forForm: nil)
        }
    }
}
