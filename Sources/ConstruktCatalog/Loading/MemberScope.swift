/// Where a property, slot or event is declared, which decides the placements and template holes
/// it may use (CATALOG-FORMAT.md §6, §12, §15).
enum MemberScope {
    /// A modifier group: generic modifiers only, no component holes.
    case group(String)
    /// A component's own member.
    case component(name: String, kind: ComponentKind, typeParameters: [String])

    var owner: MemberOwner {
        switch self {
        case .group(let name): .group(name)
        case .component(let name, _, _): .component(name)
        }
    }

    /// "group 'UIView.state'" / "component 'LabelView'".
    var description: String {
        switch self {
        case .group(let name): "group '\(name)'"
        case .component(let name, _, _): "component '\(name)'"
        }
    }

    var componentName: String? {
        if case .component(let name, _, _) = self { return name }
        return nil
    }

    var typeParameters: [String] {
        if case .component(_, _, let parameters) = self { return parameters }
        return []
    }

    /// The holes every template of this scope may use: for components `{{props.*}}`, `{{slots.*}}`,
    /// `{{swift}}`, `{{class}}`, type parameters and, in sections, `{{sectionId}}`.
    func rules(_ what: String, holes: Set<TemplateHole> = []) -> TemplateRules {
        var rules = TemplateRules(what: what, holes: holes)
        if case .component(_, let kind, let parameters) = self {
            rules.holes.formUnion([.swiftName, .viewClass])
            if kind == .section { rules.holes.insert(.sectionId) }
            rules.typeParameters = parameters
            rules.allowsComponentReferences = true
        }
        return rules
    }
}
