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
            if let filling = filling(hole) ?? component.filling(hole) { return filling }
            missing = missing ?? hole
            return ""
        }
        try check(text: &text, of: template, in: component.name, missing: missing)
        return text
    }

    /// Fills a component's template where some holes stand for code of several lines (a view
    /// slot's closure body, an event's statements): `filling` gives each hole its code, which may
    /// be a place, and the result keeps the places in order.
    static func splice<Place>(
        _ template: Template, component: Component, _ filling: (TemplateHole) -> SplicedCode<Place>?
    ) throws(EmitterError) -> SplicedCode<Place> {
        try splice(template, owner: component.name) { hole in
            filling(hole) ?? component.filling(hole).map { SplicedCode($0) }
        }
    }

    /// Fills a component's template with text where `filling` gives it and with `places` where
    /// they stand (a list's cell); text alone, the common case, is filled as `fill` does.
    static func splice<Place>(
        _ template: Template, component: Component, places: [TemplateHole: SplicedCode<Place>],
        _ filling: (TemplateHole) -> String?
    ) throws(EmitterError) -> SplicedCode<Place> {
        guard !places.isEmpty else { return SplicedCode(try fill(template, component: component, filling)) }
        return try splice(template, component: component) { hole in
            places[hole] ?? filling(hole).map { SplicedCode($0) }
        }
    }

    /// Fills a template that belongs to no component (a section's slot), as `splice(_:component:_:)`.
    static func splice<Place>(_ template: Template, owner: String, _ filling: (TemplateHole) -> SplicedCode<Place>?)
        throws(EmitterError) -> SplicedCode<Place>
    {
        var code = SplicedCode<Place>()
        var missing: TemplateHole?
        for segment in template.segments {
            switch segment {
            case .text(let text): code.append(text)
            case .hole(let hole):
                if let filling = filling(hole) {
                    code.append(filling)
                } else {
                    missing = missing ?? hole
                }
            }
        }
        for var text in code.texts { try check(text: &text, of: template, in: owner, missing: missing) }
        return code
    }

    /// Throws when a hole had no filling or the filled text spans several lines.
    private static func check(text: inout String, of template: Template, in owner: String, missing: TemplateHole?)
        throws(EmitterError)
    {
        if let missing {
            throw EmitterError.catalogGap(
                "the template '\(template.text)' of \(owner), whose {{\(missing)}} has nothing to fill it here,")
        }
        // Searched in the contiguous bytes: the same search through `utf8` costs as much as the filling.
        guard !text.withUTF8({ $0.contains(UInt8(ascii: "\n")) }) else {
            throw EmitterError.catalogGap("the template '\(template.text)' of \(owner), which spans several lines,")
        }
    }
}

extension Component {
    /// What the component itself fills: `{{swift}}`, and `{{class}}` when it names a view class.
    fileprivate func filling(_ hole: TemplateHole) -> String? {
        switch hole {
        case .swiftName: swift
        case .viewClass: viewClass
        default: nil
        }
    }
}
