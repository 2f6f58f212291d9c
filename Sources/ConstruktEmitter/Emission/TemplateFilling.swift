import ConstruktCatalog

/// Fills a catalog template's holes (CATALOG-FORMAT.md §12) with text the emitter has already
/// made safe; `{{swift}}` and `{{class}}` come from the component. A hole without a filling is
/// an `EmitterError`, never an empty string.
enum TemplateFilling {
    /// Fills a template that belongs to no component (a type's `swiftLiteral`), for the type `owner`.
    static func fill(_ template: Template, _ fillings: [TemplateHole: String], in owner: String) throws(EmitterError)
        -> String
    {
        var missing: TemplateHole?
        let text = template.render { hole in
            if let filling = fillings[hole] { return filling }
            missing = missing ?? hole
            return ""
        }
        if let missing {
            throw EmitterError.catalogGap(
                "the template '\(template.text)' of \(owner), whose {{\(missing)}} has nothing to fill it here,")
        }
        return text
    }

    static func fill(_ template: Template, _ fillings: [TemplateHole: String], component: Component)
        throws(EmitterError) -> String
    {
        try fill(template, component: component) { fillings[$0] }
    }

    /// Fills a component's template with what `filling` gives each hole, without a dictionary to
    /// build for a hole or two.
    static func fill(_ template: Template, component: Component, _ filling: (TemplateHole) -> String?)
        throws(EmitterError) -> String
    {
        var missing: TemplateHole?
        var text = template.render { hole in
            if let filling = filling(hole) { return filling }
            switch hole {
            case .swiftName: return component.swift
            case .viewClass where component.viewClass != nil: return component.viewClass ?? ""
            default:
                missing = missing ?? hole
                return ""
            }
        }
        if let missing {
            throw EmitterError.catalogGap(
                "the template '\(template.text)' of \(component.name), whose {{\(missing)}} has nothing to fill it here,"
            )
        }
        // Searched in the contiguous bytes: the same search through `utf8` costs as much as the filling.
        guard !text.withUTF8({ $0.contains(UInt8(ascii: "\n")) }) else {
            throw EmitterError.catalogGap(
                "the template '\(template.text)' of \(component.name), which spans several lines,")
        }
        return text
    }
}
