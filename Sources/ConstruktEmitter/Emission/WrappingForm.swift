import ConstruktCatalog

/// A catalog value written in a form of a type that one of the property's type's scalar forms
/// wraps: a Color mapping, `{ hex: "#000000", alpha: 0.4 }`, where ButtonView's `backgroundColor`
/// expects BackgroundColors, whose `single` form is a Color. The value is emitted whole, through
/// the template of that wrapping form (`.backgroundColor({{value}})`).
enum WrappingForm {
    /// The name of the form of `property`'s type whose scalar is `typeName`; `nil` when `typeName`
    /// is the property's type itself, or no form wraps it.
    static func name(wrapping typeName: String, for property: Property, in catalog: ComponentCatalog) -> String? {
        var expected = property.type
        while case .optional(let wrapped) = expected { expected = wrapped }
        guard case .named(let propertyType) = expected, propertyType != typeName else { return nil }
        return catalog.type(named: propertyType)?.forms.first { form in
            if case .scalar(.named(typeName), _, _, _) = form.shape { true } else { false }
        }?.name
    }
}
