import ConstruktCatalog

/// A catalog Swift template as a reader sees it: the component's Swift name and class filled in,
/// every other hole shown as `<value>`, `<binding>`, `<view>`… (`.font({{value}})` reads
/// `.font(<value>)`); an initializer argument is shown inside the component's initializer.
struct TemplateText {
    let component: Component

    func text(_ template: Template) -> String {
        render(template) { _ in nil }
    }

    /// An event's registration, its closure parameters written out as the emitter writes them:
    /// `.onTapGesture { (context: BuilderTapGestureContext<UIView>) in <body> }`.
    func text(_ event: Event) -> String {
        let params = "(" + event.params.map { text($0.name) + ": " + text($0.type) }.joined(separator: ", ") + ")"
        return render(event.swift) { $0 == .params ? params : nil }
    }

    /// An emission at `placement`: an initializer argument within the component's initializer.
    func text(_ template: Template, at placement: EmissionPlacement) -> String {
        inInitializer(text(template), at: placement)
    }

    /// A constant's Swift with its value filled in: `{{value}}` by `value`, `{{value.f}}` by
    /// `fields`, within the initializer for an initializer argument; `nil` when a hole the template
    /// needs has no filling.
    func filled(_ template: Template, at placement: EmissionPlacement, value: String?, fields: [String: String]?)
        -> String?
    {
        var missing = false
        let argument = render(template) { hole in
            let filling: String?
            switch hole {
            case .value: filling = value
            case .valueField(let name): filling = fields?[name]
            default: return nil
            }
            if filling == nil { missing = true }
            return filling ?? ""
        }
        return missing ? nil : inInitializer(argument, at: placement)
    }

    /// One strategy's Swift: a single template, or one line per value form (`all: .padding(<value>)`).
    func lines(_ emission: Emission) -> [String] { lines(emission.swift, at: emission.placement) }

    /// Templates as `lines(_:)` writes them: one, or one line per value form.
    func lines(_ swift: Emission.Swift, at placement: EmissionPlacement) -> [String] {
        switch swift {
        case .single(let template): [text(template, at: placement)]
        case .perForm(let entries): entries.map { "\($0.form): " + text($0.template, at: placement) }
        }
    }

    /// An initializer argument's Swift inside the component's `construct`; any other Swift as it is.
    private func inInitializer(_ argument: String, at placement: EmissionPlacement) -> String {
        guard placement == .initializer else { return argument }
        return render(component.construct) { $0 == .arguments ? argument : nil }
    }

    /// The template with `fill`'s holes filled, then the component's name and class, then every
    /// other hole as `<hole>`.
    private func render(_ template: Template, _ fill: (TemplateHole) -> String?) -> String {
        template.render { hole in
            if let filled = fill(hole) { return filled }
            switch hole {
            case .swiftName: return component.swift
            case .viewClass: return component.viewClass ?? "UIView"
            default: return "<\(hole)>"
            }
        }
    }
}
