import ConstruktCatalog

/// `construkt-gen explain COMPONENT.PROPERTY`: one property in detail, each value form with an
/// example and the Swift the example becomes; a slot or an event named so gets its own lines.
struct PropertyReference {
    let catalog: ComponentCatalog
    let component: Component
    let property: Property

    func text() -> String {
        let swift = TemplateText(component: component)
        let lines = PropertyLines(catalog: catalog, property: property, swift: swift)
        var text = ["\(component.name).\(property.name): \(property.type)" + owner]
        if let doc = property.doc { text.append(doc) }
        text.append("")
        text.append(
            property.required
                ? "Required."
                : "Optional; when not written: "
                    + (lines.defaultText.map { "\($0)." } ?? "left as the library sets it."))
        if !property.aliases.isEmpty { text.append("Also written: " + property.aliases.joined(separator: ", ") + ".") }
        text += lines.rules().map { $0.prefix(1).uppercased() + $0.dropFirst() + "." }
        text.append("")
        text.append("Written as")
        for spelling in ValueSpellings(catalog: catalog).spellings(
            of: property.type, allowed: property.forms, named: property.name)
        {
            text.append("  \(spelling.name): \(spelling.description)")
            if let example = spelling.example {
                text.append("      \(property.name): \(example)")
                if let written = exampleSwift(spelling, swift: swift) ?? spelling.swift {
                    text.append("      Swift: \(written)")
                }
            }
        }
        text.append(
            "  expression: ${…} of type \(property.type)"
                + (property.canBeLive ? "; live when it reads state" : "; constant only"))
        text.append("")
        text.append("Swift")
        text += lines.swiftLines().map { "  " + $0 }
        if let trap = property.trap { text += ["", "Note: " + trap] }
        return text.joined(separator: "\n") + "\n"
    }

    /// The Swift a constant written as the example becomes: the property's template for the
    /// form, filled with the example's value (the scalar alone in a template chosen per form).
    private func exampleSwift(_ spelling: ValueSpellings.Spelling, swift: TemplateText) -> String? {
        guard let constant = property.constant, let template = constant.template(forForm: spelling.form) else {
            return nil
        }
        let perForm: Bool
        if case .perForm = constant.swift { perForm = true } else { perForm = false }
        let value = perForm && spelling.scalarSwift != nil ? spelling.scalarSwift : spelling.swift
        return swift.filled(template, at: constant.placement, value: value, fields: spelling.fieldSwift)
    }

    private var owner: String {
        if case .group(let group) = property.owner { return " (from \(group))" }
        return ""
    }
}
