import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

extension ComponentExpression {
    /// The Swift of one property and where the catalog places it; `chained`, the links of a chain
    /// form after the first, each a line of the modifier chain of its own.
    typealias PropertyEmission = (
        placement: EmissionPlacement, code: SplicedCode<ComponentCall.InlineViews>, chained: [String]
    )

    /// A property's emission for the strategy the checker chose, and where it goes. `extra` fills
    /// the holes a list names (`{{props.as}}`, `{{Item}}`); `cells` puts a list's cell where its
    /// template says `{{slots.cell}}`.
    func emission(
        of property: ConstruktCatalog.Property, value: TypedValue, strategy: BindingStrategy, on component: Component,
        siblings: SiblingProperties, at range: SourceRange, fillings extra: [TemplateHole: String] = [:],
        cells: [TemplateHole: SplicedCode<ComponentCall.InlineViews>] = [:]
    ) throws(EmitterError) -> PropertyEmission {
        switch strategy {
        case .constant:
            return try constantEmission(
                of: property, value: value, on: component, siblings: siblings, at: range, fillings: extra, cells: cells)
        case .twoWay(let state):
            guard let emission = property.twoWay, let template = emission.template(forForm: nil) else {
                throw EmitterError.catalogGap(
                    "property \(property.name) of \(component.name), with no two-way emission,", at: range)
            }
            let binding = "viewModel.$" + (try Identifiers.identifier(state)).name
            let props = try siblings.fillings(for: template, at: range)
            let swift = try TemplateFilling.fill(template, component: component) {
                $0 == .binding ? binding : props[$0]
            }
            return (emission.placement, SplicedCode(swift), [])
        case .oneWay:
            return try oneWayEmission(of: property, value: value, on: component, siblings: siblings, at: range)
        case .onReceive:
            let receive = try receivedValue(
                of: property, value: value, on: component, siblings: siblings, at: range, fillings: extra,
                view: "context.view", value: "context.value")
            return (
                .modifier,
                SplicedCode(".onReceive(\(receive.binding)) { (context: \(receive.context)) in \(receive.statement) }"),
                []
            )
        }
    }

    /// What `.onReceive` of a live property is made of: the binding, the closure's context type,
    /// and the property's `onReceive` statement over the view and value spelled as given. A value
    /// written in a mapping form with a template of its own (`width: { min: $least }`) follows
    /// the field that template takes as `{{value}}`, its other fields written as constants.
    func receivedValue(
        of property: ConstruktCatalog.Property, value: TypedValue, on component: Component,
        siblings: SiblingProperties, at range: SourceRange, fillings extra: [TemplateHole: String], view: String,
        value received: String
    ) throws(EmitterError) -> (binding: String, context: String, statement: String) {
        func notLive() -> EmitterError {
            EmitterError.checkerInvariant(
                "property \(property.name) of \(component.name), which cannot be live, written live", at: range)
        }
        guard let template = property.receiveTemplate(for: value), let viewClass = component.viewClass else {
            throw notLive()
        }
        var followed = value
        var constantFields: [TemplateHole: String] = [:]
        if case .perForm? = property.onReceive, case .form(let type, let form, nil, let written) = value.kind {
            guard case .mapping(let fields, _, _)? = catalog.type(named: type)?.form(named: form)?.shape,
                let following = property.followingField(ofForm: form, fields: fields.map(\.name)),
                let live = written.first(where: { $0.name == following })?.value
            else { throw notLive() }
            followed = live
            let constants = try FormValueWriter(catalog: catalog).fields(
                type: type, form: form, written: written, constants: constants, following: following, at: value.range)
            for (name, swift) in constants { constantFields[.valueField(name)] = swift }
        }
        let binding = try binding(of: followed)
        let fillings = try siblings.fillings(for: template, given: extra, at: range).merging(extra) { own, _ in own }
            .merging(constantFields) { _, own in own }
            .merging([.view: view, .value: received]) { _, own in own }
        let statement = try TemplateFilling.fill(template, fillings, component: component)
        let context = "ViewBuilderValueContext<\(viewClass), \(try SwiftTypeName.of(binding.type, catalog: catalog))>"
        return (binding.swift, context, statement)
    }

    /// A constant property: the template chosen for the form the value is written in, filled with
    /// the whole value (`{{value}}`) or its fields (`{{value.top}}`).
    private func constantEmission(
        of property: ConstruktCatalog.Property, value: TypedValue, on component: Component,
        siblings: SiblingProperties, at range: SourceRange, fillings extra: [TemplateHole: String],
        cells: [TemplateHole: SplicedCode<ComponentCall.InlineViews>]
    ) throws(EmitterError) -> PropertyEmission {
        func gap() -> EmitterError {
            EmitterError.catalogGap(
                "property \(property.name) of \(component.name), with no constant emission for this value,", at: range)
        }
        guard let emission = property.constant else { throw gap() }
        var form: String?
        var wrapping: String?
        /// An expression in a scalar form whose own template takes the scalar (`padding: $inset` is `.padding(inset)`).
        var scalar: TypedExpression?
        switch value.kind {
        case .form(let type, let written, _, _):
            wrapping = WrappingForm.name(wrapping: type, for: property, in: catalog)
            form = wrapping ?? written
        case .scalarForm(_, let written, let expression) where emission.hasEntry(forForm: written):
            form = written
            scalar = expression
        default:
            break
        }
        guard let template = emission.template(forForm: form) else { throw gap() }
        if template.segments == [.hole(.value)], case .form(let type, let written, nil, let fields) = value.kind,
            let links = try FormValueWriter(catalog: catalog).chain(
                type: type, form: written, written: fields, constants: ViewNames.constants(catalog),
                viewClass: component.viewClass, payloads: keptPayloads, at: value.range),
            let first = links.first
        {
            return (emission.placement, SplicedCode(first), Array(links.dropFirst()))
        }
        let (whole, rendered) = try constantValue(
            value, template: template, emission: emission, wraps: wrapping != nil, scalar: scalar, on: component)
        let props = try siblings.fillings(for: template, given: extra, at: range)
        func filling(_ hole: TemplateHole) -> String? {
            if hole == .value, let whole { return whole }
            if case .valueField(let name) = hole, let field = rendered[name] { return field }
            return extra[hole] ?? props[hole]
        }
        let code = try TemplateFilling.splice(template, component: component, places: cells, filling)
        return (emission.placement, code, [])
    }

    /// What a constant template's `{{value}}` reads (`whole`) and what its `{{value.f}}` holes read
    /// (`fields`), for a value written as a form, a scalar form's expression, or an expression.
    private func constantValue(
        _ value: TypedValue, template: Template, emission: Emission, wraps: Bool, scalar: TypedExpression?,
        on component: Component
    ) throws(EmitterError) -> (whole: String?, fields: [String: String]) {
        guard case .form(let type, let written, let text, let fields) = value.kind else {
            if let scalar {
                let expression = TypedValue(.expression(scalar), type: scalar.type, range: scalar.range)
                return (try constants.embedded(expression, setApart: template.setsApart(.value)), [:])
            }
            let whole = try constants.embedded(value, setApart: template.setsApart(.value))
            // An expression of the value type itself is read field by field (`insets.top`).
            let expression = try constants.value(value)
            let receiver = expression.contains(" ") ? "(\(expression))" : expression
            var rendered: [String: String] = [:]
            for case .valueField(let name) in template.holes { rendered[name] = receiver + "." + name }
            return (whole, rendered)
        }
        let forms = FormValueWriter(catalog: catalog)
        if wraps {
            let whole = try forms.wholeValue(
                type: type, form: written, text: text, fields: fields, with: ViewNames.constants(catalog),
                at: value.range)
            return (whole, [:])
        }
        if let text {
            // A template chosen per form takes the scalar; a single template, the whole value.
            if case .perForm = emission.swift {
                return (try forms.scalarOnly(type: type, form: written, text: text, at: value.range), [:])
            }
            return (try forms.swift(type: type, form: written, text: text, at: value.range), [:])
        }
        if let links = try forms.chain(
            type: type, form: written, written: fields, constants: ViewNames.constants(catalog),
            viewClass: component.viewClass, payloads: keptPayloads, at: value.range)
        {
            return (links.joined(), [:])
        }
        let rendered = try forms.fields(
            type: type, form: written, written: fields, constants: constants, at: value.range)
        guard template.holes.contains(.value) else { return (nil, rendered) }
        return (try forms.swift(type: type, form: written, fields: rendered, at: value.range), rendered)
    }

    /// A one-way binding, mapped to an optional where the library's overload takes one.
    private func oneWayEmission(
        of property: ConstruktCatalog.Property, value: TypedValue, on component: Component,
        siblings: SiblingProperties, at range: SourceRange
    ) throws(EmitterError) -> PropertyEmission {
        guard let emission = property.oneWay, let template = emission.template(forForm: nil) else {
            throw EmitterError.catalogGap(
                "property \(property.name) of \(component.name), with no one-way emission,", at: range)
        }
        let binding = try binding(of: value)
        let type = try SwiftTypeName.of(binding.type, catalog: catalog)
        var accepted: [String] = []
        if let accepts = emission.accepts {
            for accept in accepts {
                accepted.append(try TemplateFilling.fill(accept, component: component) { _ in nil })
            }
        } else {
            accepted = [try SwiftTypeName.of(property.type, catalog: catalog)]
        }
        var swift = binding.swift
        if !accepted.contains(type) {
            guard accepted.contains(type + "?") else {
                throw EmitterError.catalogGap(
                    "\(property.name) of \(component.name), whose binding takes \(accepted.joined(separator: ", ")) and not a \(type),",
                    at: range)
            }
            swift += ".map { (value: \(type)) -> \(type)? in value }"
        }
        let props = try siblings.fillings(for: template, at: range)
        return (
            emission.placement,
            SplicedCode(
                try TemplateFilling.fill(template, component: component) { $0 == .binding ? swift : props[$0] }),
            []
        )
    }
}
