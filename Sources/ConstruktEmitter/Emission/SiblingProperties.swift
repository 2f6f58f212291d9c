import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// `{{props.name}}` in a component's templates (CATALOG-FORMAT.md §12): the rendering of another
/// property of the same node, as a constant; its `default` when it is not written, `nil` when it
/// is optional without one. ImageView's live `url` reads its `placeholder` and `animated` so. A
/// `Name` (a list's or a GeometryReader's `as`) is the Swift name of the variable it declares.
struct SiblingProperties {
    let catalog: ComponentCatalog
    let node: CheckedComponent

    /// The fillings of every `{{props.…}}` hole of `template` that `given` does not fill already.
    func fillings(for template: Template, given: [TemplateHole: String] = [:], at range: SourceRange)
        throws(EmitterError) -> [TemplateHole: String]
    {
        var fillings: [TemplateHole: String] = [:]
        for case .property(let name) in template.holes where given[.property(name)] == nil {
            fillings[.property(name)] = try rendering(of: name, at: range)
        }
        return fillings
    }

    /// The variable a `Name` property declares (`as: size`): its written text, else the catalog's
    /// default (`proxy`), as the expressions that read it spell a loop variable.
    func name(of property: String, at range: SourceRange) throws(EmitterError) -> String {
        for member in node.members where member.name == property {
            if case .property(let value, _) = member.kind, case .expression(let expression) = value.kind,
                case .string(let text) = expression.kind
            {
                return try Identifiers.local(text)
            }
        }
        guard let text = catalog.property(named: property, of: node.name)?.defaultValue?.scalarText else {
            throw EmitterError.catalogGap("\(property) of \(node.name), a name with no default,", at: range)
        }
        return try Identifiers.local(text)
    }

    private func rendering(of name: String, at range: SourceRange) throws(EmitterError) -> String {
        guard let property = catalog.property(named: name, of: node.name) else {
            throw EmitterError.catalogGap(
                "{{props.\(name)}} of \(node.name), which has no property \(name),", at: range)
        }
        if property.type == .named("Name") { return try self.name(of: name, at: range) }
        let forms = FormValueWriter(catalog: catalog)
        for member in node.members where member.name == name {
            guard case .property(let value, .constant) = member.kind else {
                throw EmitterError.catalogGap(
                    "\(name) of \(node.name), written live but read by another property's template,", at: member.range)
            }
            return try ViewNames.constants(catalog).value(value)
        }
        if let written = property.defaultValue {
            return try forms.defaultValue(written, as: property.type, of: node.name, at: range)
        }
        guard property.type.isOptional else {
            throw EmitterError.catalogGap(
                "\(name) of \(node.name), read by another property but with no default,", at: range)
        }
        return "nil"
    }
}
