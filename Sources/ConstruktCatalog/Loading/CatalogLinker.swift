import ConstruktDiagnostics

/// The second pass, once every catalog is read: resolves queued references, aliases and the class
/// tree, checks the groups met at each inheritance step, resolves every component's members and
/// checks the names components use against them. Produces the merged catalog.
struct CatalogLinker {
    let state: LoadingState
    /// Project model types (`types:` of construkt.yaml) that catalog type expressions may name.
    let modelTypes: Set<String>
    var sink: DiagnosticSink { state.sink }

    func link() -> ComponentCatalog {
        checkReferences()
        let types = Dictionary(state.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        checkFormNames(types)
        checkValueFields(types)
        checkClassTree()
        let components = resolveAliases()
        let classes = Dictionary(state.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let resolver = MemberResolver(classes: classes, groups: state.groups)
        checkGroupConflicts(resolver)
        var resolved: [String: ResolvedMembers] = [:]
        for component in components {
            let members = resolver.resolve(component)
            resolved[component.name] = members
            checkMemberReferences(state.pendingMembers[component.name] ?? [], of: component, members: members)
        }
        checkDecoyUses(resolved)
        return ComponentCatalog(
            catalogs: state.catalogs, types: state.types, protocols: state.protocols, classes: state.classes,
            groups: state.groups, components: components, decoyNames: state.decoyNames, swiftDecoys: state.swiftDecoys,
            resolvedMembers: resolved
        )
    }

    // MARK: references

    private func checkReferences() {
        for reference in state.pendingReferences {
            let sections: [String] =
                switch reference.kind {
                case .type: ["types"]
                case .viewClass: ["classes"]
                case .viewProtocol: ["protocols"]
                case .classOrProtocol: ["classes", "protocols"]
                case .component: ["components"]
                }
            if reference.extraNames.contains(reference.name)
                || (reference.kind == .type && modelTypes.contains(reference.name))
            {
                continue
            }
            let definers = sections.compactMap { state.definingCatalog(of: reference.name, in: $0) }
            if let definer = definers.min() {
                if definer <= reference.catalogIndex { continue }
                sink.report(
                    .unknownCatalogReference,
                    "\(reference.what) names \(reference.kind.rawValue) '\(reference.name)', which only a later catalog defines",
                    at: reference.location, help: "load catalog '\(state.catalogs[definer].name)' first in `catalogs:`")
                continue
            }
            let candidates =
                sections.flatMap { state.names(in: $0, upTo: reference.catalogIndex) } + reference.extraNames
            sink.reportUnknown(
                .unknownCatalogReference, "unknown \(reference.kind.rawValue) '\(reference.name)' in \(reference.what)",
                name: reference.name,
                at: reference.location, candidates: candidates)
        }
    }

    private func valueType(_ expression: TypeExpression, _ types: [String: CatalogType]) -> CatalogType? {
        expression.baseName.flatMap { types[$0] }
    }

    private func checkFormNames(_ types: [String: CatalogType]) {
        for pending in state.pendingFormNames {
            guard let type = valueType(pending.type, types) else { continue }
            if pending.allowsExpression, pending.form == "expression" { continue }
            guard case .value(let forms, _) = type.kind else {
                sink.report(
                    .unknownCatalogReference,
                    "\(pending.what) names form '\(pending.form)', but type '\(type.name)' has no forms",
                    at: pending.location,
                    help: "only value types have forms; use a single template")
                continue
            }
            guard !forms.contains(where: { $0.name == pending.form }) else { continue }
            sink.reportUnknown(
                .unknownCatalogReference, "type '\(type.name)' has no form '\(pending.form)' (in \(pending.what))",
                name: pending.form,
                at: pending.location, candidates: forms.map(\.name) + (pending.allowsExpression ? ["expression"] : []))
        }
    }

    private func checkValueFields(_ types: [String: CatalogType]) {
        for pending in state.pendingValueFields {
            guard let type = valueType(pending.type, types) else { continue }
            let forms = type.forms.filter { pending.form == nil || $0.name == pending.form }
            if pending.form != nil, forms.isEmpty { continue }
            let fields = forms.flatMap(\.fields).map(\.name)
            guard !fields.contains(pending.field) else { continue }
            let suggestion = NameSuggestion.nearest(to: pending.field, among: fields).first
            sink.report(
                .invalidTemplate,
                "'{{value.\(pending.field)}}' names no field of type '\(type.name)' in \(pending.what)",
                at: pending.location,
                help: suggestion.map { "did you mean '{{value.\($0)}}'?" },
                replacement: suggestion.map { "{{value.\($0)}}" }
            )
        }
    }

    // MARK: classes

    private func checkClassTree() {
        let classes = Dictionary(state.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for viewClass in state.classes {
            if viewClass.name == "UIView" {
                if let superclass = viewClass.superclass {
                    sink.report(
                        .invalidClassHierarchy, "class 'UIView' is the root and cannot have super '\(superclass)'",
                        at: viewClass.definition.location)
                }
                continue
            }
            guard viewClass.superclass != nil else {
                sink.report(
                    .invalidClassHierarchy, "class '\(viewClass.name)' has no 'super'",
                    at: viewClass.definition.location,
                    help: "every class but UIView names its superclass, e.g. `super: UIView`")
                continue
            }
            var path = [viewClass.name]
            var next = viewClass.superclass
            while let name = next, let current = classes[name] {
                if name == viewClass.name {
                    sink.report(
                        .invalidClassHierarchy,
                        "the superclass chain of class '\(viewClass.name)' loops: "
                            + (path + [name]).joined(separator: " → "),
                        at: viewClass.definition.location, help: "every chain must end at UIView")
                    break
                }
                if path.contains(name) { break }
                path.append(name)
                next = current.superclass
            }
        }
    }

    /// Two groups at one inheritance step defining the same name (§6) are an error, reported once per pair.
    private func checkGroupConflicts(_ resolver: MemberResolver) {
        var reported: Set<[String]> = []
        for viewClass in state.classes {
            var seen: [String: (group: String, location: SourceLocation)] = [:]
            for group in resolver.groups(at: viewClass) {
                let members =
                    group.properties.map { ($0.name, $0.definition.location) }
                    + group.events.map { ($0.name, $0.definition.location) }
                for (name, location) in members {
                    guard let first = seen[name] else {
                        seen[name] = (group.name, location)
                        continue
                    }
                    guard first.group != group.name, reported.insert([first.group, group.name, name]).inserted else {
                        continue
                    }
                    sink.report(
                        .conflictingGroupMembers,
                        "groups '\(first.group)' and '\(group.name)' both define '\(name)' for class '\(viewClass.name)'",
                        at: location,
                        labels: [Diagnostic.Label(first.location, "also defined here")],
                        help: "move one of them to a group of a subclass, or rename it"
                    )
                }
            }
        }
    }

    // MARK: components

    private func resolveAliases() -> [Component] {
        var components = state.components
        let byName = Dictionary(state.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let aliasNames = Set(state.aliases.map(\.name))
        for request in state.aliases.sorted(by: { $0.position < $1.position }) {
            let targetName = request.target.value
            if aliasNames.contains(targetName) {
                sink.report(
                    .invalidComponentAlias,
                    "component '\(request.name)' is an alias of '\(targetName)', which is itself an alias",
                    at: request.targetLocation,
                    help: "alias the component '\(targetName)' stands for")
                continue
            }
            guard let target = byName[targetName],
                let definer = state.definingCatalog(of: targetName, in: "components"), definer <= request.catalogIndex
            else {
                sink.reportUnknown(
                    .unknownCatalogReference,
                    "unknown component '\(targetName)' in 'aliasOf' of component '\(request.name)'", name: targetName,
                    at: request.targetLocation,
                    candidates: state.names(in: "components", upTo: request.catalogIndex).filter {
                        !aliasNames.contains($0)
                    })
                continue
            }
            let alias = Component(
                name: request.name, kind: target.kind, viewClass: target.viewClass, swift: request.name,
                aliasOf: targetName,
                construct: target.construct, typeParams: target.typeParams, primary: target.primary,
                defaultSlot: target.defaultSlot,
                properties: target.properties, slots: target.slots, events: target.events, exclusive: target.exclusive,
                runtime: target.runtime, traps: target.traps, doc: request.doc ?? target.doc, module: request.module,
                definition: request.definition
            )
            components.insert(alias, at: min(request.position, components.count))
        }
        return components
    }

    private func checkMemberReferences(
        _ references: [PendingMemberReference], of component: Component, members: ResolvedMembers
    ) {
        for reference in references {
            let member = members.member(named: reference.name)
            let (matches, kindText, candidates): (Bool, String, [String]) =
                switch reference.kind {
                case .property:
                    (
                        member.map { if case .property = $0 { true } else { false } } ?? false, "property",
                        members.properties.map(\.name)
                    )
                case .slot:
                    (
                        member.map { if case .slot = $0 { true } else { false } } ?? false, "slot",
                        members.slots.map(\.name)
                    )
                case .inlineSlot:
                    (
                        members.slots.contains { $0.name == reference.name && $0.placement == .inline }, "inline slot",
                        members.slots.filter { $0.placement == .inline }.map(\.name)
                    )
                case .event:
                    (
                        member.map { if case .event = $0 { true } else { false } } ?? false, "event",
                        members.events.map(\.name)
                    )
                case .propertyOrSlot:
                    (
                        member.map { if case .event = $0 { false } else { true } } ?? false, "property or slot",
                        members.properties.map(\.name) + members.slots.map(\.name)
                    )
                }
            guard !matches else { continue }
            sink.reportUnknown(
                .unknownCatalogReference,
                "\(reference.what) names no \(kindText) '\(reference.name)' of component '\(component.name)'",
                name: reference.name, at: reference.location, candidates: candidates)
        }
    }

    /// A property or event decoy must offer a name some component really has.
    private func checkDecoyUses(_ resolved: [String: ResolvedMembers]) {
        guard !state.decoyMemberUses.isEmpty else { return }
        for use in state.decoyMemberUses where !resolved.values.contains(where: { $0.accepts(use.name.value) }) {
            sink.reportUnknown(
                .unknownCatalogReference, "\(use.what) names '\(use.name.value)', which no component has",
                name: use.name.value,
                at: use.location, candidates: Set(resolved.values.flatMap(\.acceptedNames)))
        }
    }
}
