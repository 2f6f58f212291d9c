import ConstruktCatalog

/// A catalog Swift template as a reader sees it: the component's Swift name and class filled in,
/// every other hole shown as `<value>`, `<binding>`, `<view>`… (`.font({{value}})` reads
/// `.font(<value>)`); an initializer argument is shown inside the component's initializer.
struct TemplateText {
    let component: Component

    func text(_ template: Template) -> String {
        template.render { hole in
            switch hole {
            case .swiftName: component.swift
            case .viewClass: component.viewClass ?? "UIView"
            default: "<\(hole)>"
            }
        }
    }

    /// An event's registration, its closure parameters written out as the emitter writes them:
    /// `.onTapGesture { (context: BuilderTapGestureContext<UIView>) in <body> }`.
    func text(_ event: Event) -> String {
        let params = "(" + event.params.map { text($0.name) + ": " + text($0.type) }.joined(separator: ", ") + ")"
        return event.swift.render { hole in
            switch hole {
            case .params: params
            case .swiftName: component.swift
            case .viewClass: component.viewClass ?? "UIView"
            default: "<\(hole)>"
            }
        }
    }

    /// An emission at `placement`: an initializer argument within the component's initializer.
    func text(_ template: Template, at placement: EmissionPlacement) -> String {
        guard placement == .initializer else { return text(template) }
        let argument = text(template)
        return component.construct.render { hole in
            switch hole {
            case .arguments: argument
            case .swiftName: component.swift
            case .viewClass: component.viewClass ?? "UIView"
            default: "<\(hole)>"
            }
        }
    }

    /// A constant's Swift with its value filled in: `{{value}}` by `value`, `{{value.f}}` by
    /// `fields`, within the initializer for an initializer argument; `nil` when a hole the template
    /// needs has no filling.
    func filled(_ template: Template, at placement: EmissionPlacement, value: String?, fields: [String: String]?) -> String? {
        var missing = false
        let argument = template.render { hole in
            switch hole {
            case .value: return value ?? { missing = true; return "" }()
            case .valueField(let name): return fields?[name] ?? { missing = true; return "" }()
            case .swiftName: return component.swift
            case .viewClass: return component.viewClass ?? "UIView"
            default: return "<\(hole)>"
            }
        }
        guard !missing else { return nil }
        guard placement == .initializer else { return argument }
        return component.construct.render { hole in
            switch hole {
            case .arguments: argument
            case .swiftName: component.swift
            case .viewClass: component.viewClass ?? "UIView"
            default: "<\(hole)>"
            }
        }
    }

    /// One strategy's Swift: a single template, or one line per value form (`all: .padding(<value>)`).
    func lines(_ emission: Emission) -> [String] {
        switch emission.swift {
        case .single(let template): [text(template, at: emission.placement)]
        case .perForm(let entries): entries.map { "\($0.form): " + text($0.template, at: emission.placement) }
        }
    }
}
