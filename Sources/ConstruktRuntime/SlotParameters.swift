import ConstruktCatalog
import ConstruktChecker

/// The closure parameters a component's slots hand their nodes (CATALOG-FORMAT.md §10 `params`),
/// as the headless runtime binds them: GeometryReader's proxy (named by `as:`, default `proxy`)
/// measures the viewport, `RuntimeViewport`. A list's item parameter is its loop variable, bound
/// per row elsewhere.
enum SlotParameters {
    /// The values of `component`'s slot parameters, by the name its nodes read them by.
    static func locals(of component: CheckedComponent, catalog: ComponentCatalog) -> [String: RuntimeValue] {
        guard component.loop == nil else { return [:] }
        var locals: [String: RuntimeValue] = [:]
        for slot in catalog.slots(of: component.name) {
            for parameter in slot.params where parameter.type.holes.isEmpty {
                let name = parameter.name.render { hole in
                    guard case .property(let property) = hole else { return "" }
                    return writtenName(property, of: component) ?? catalog.property(
                        named: property, of: component.name)?.defaultValue?.scalarText ?? ""
                }
                if !name.isEmpty, let value = measured(parameter.type.text, catalog: catalog) { locals[name] = value }
            }
        }
        return locals
    }

    /// A `Name` property's written text.
    private static func writtenName(_ property: String, of component: CheckedComponent) -> String? {
        for member in component.members where member.name == property {
            if case .property(let value, _) = member.kind, case .expression(let expression) = value.kind,
                case .string(let text) = expression.kind
            {
                return text
            }
        }
        return nil
    }

    /// A value of a catalog record measured on the viewport: each Size field the viewport's size,
    /// each Insets field zero.
    private static func measured(_ typeName: String, catalog: ComponentCatalog) -> RuntimeValue? {
        guard case .record(let fields)? = catalog.type(named: typeName)?.kind else { return nil }
        var values: [String: RuntimeValue] = [:]
        for field in fields {
            switch field.type.baseName {
            case "Size":
                values[field.name] = .record([
                    "width": .double(RuntimeViewport.width), "height": .double(RuntimeViewport.height),
                ])
            case "Insets":
                values[field.name] = .record([
                    "top": .double(0), "left": .double(0), "bottom": .double(0), "right": .double(0),
                ])
            default: continue
            }
        }
        return .record(values)
    }
}

/// The screen size the headless runtime lays out for, in points: an iPhone 15's portrait screen.
enum RuntimeViewport {
    static let width = 393.0
    static let height = 852.0
}
