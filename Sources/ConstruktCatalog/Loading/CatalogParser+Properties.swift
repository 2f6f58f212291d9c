import ConstruktDiagnostics
import ConstruktYAML

extension CatalogParser {
    static let propertyKeys = [
        "type", "doc", "required", "default", "emitDefault", "forms", "requires", "aliases", "internal",
        "onlyInside", "const", "oneWay", "twoWay", "onReceive", "runtime", "trap",
    ]

    func parseProperty(_ entry: YAMLMappingEntry, scope: MemberScope) -> Property? {
        guard let name = definedName(entry, "property", rule: NameRules.isLowerCamelCase, ruleText: "lowerCamelCase")
        else { return nil }
        let what = "property '\(name.value)' of \(scope.description)"
        guard
            let reader = MappingReader(entry.value, what: what, anchor: name.range, keys: Self.propertyKeys, sink: sink)
        else { return nil }
        guard let typeNode = reader.value("type") else {
            reader.reportMissing("type", help: "give the property's type, e.g. `type: String`")
            return nil
        }
        guard let type = typeExpression(typeNode, "type of \(what)", extraNames: scope.typeParameters) else {
            return nil
        }
        let forms = reader.has("forms") ? reader.stringList("forms") : nil
        for form in forms ?? [] {
            state.pendingFormNames.append(
                PendingFormName(
                    type: type, form: form.value, location: sink.location(form.range), allowsExpression: false,
                    what: "'forms' of \(what)"))
        }
        let constant = reader.value("const").flatMap { emission($0, "const", of: what, type: type, scope: scope) }
        let oneWay = reader.value("oneWay").flatMap { emission($0, "oneWay", of: what, type: type, scope: scope) }
        let twoWay = reader.value("twoWay").flatMap { emission($0, "twoWay", of: what, type: type, scope: scope) }
        let onReceive = reader.value("onReceive").flatMap { receive(at: $0, of: what, type: type, scope: scope) }
        let hasEmission = ["const", "oneWay", "twoWay", "onReceive"].contains { reader.has($0) }
        if !hasEmission, type.baseName != "Name" {
            if let component = scope.componentName {
                // A component template may still read it as {{props.name}}: decided once the component is read.
                state.propertiesWithoutEmission[component, default: []].append(
                    Located(value: name.value, range: name.range))
            } else {
                sink.report(
                    .propertyWithoutEmission, "\(what) has no 'const', 'oneWay', 'twoWay' or 'onReceive'",
                    at: name.range,
                    help: "say how a value is written in Swift, e.g. `const: '.\(name.value)({{value}})'`")
            }
        }
        let requires = reader.stringList("requires")
        let onlyInside = reader.has("onlyInside") ? reader.stringList("onlyInside") : nil
        for component in onlyInside ?? [] { reference(.component, component, "'onlyInside' of \(what)") }
        if let component = scope.componentName {
            for item in requires {
                state.pendingMembers[component, default: []].append(
                    PendingMemberReference(
                        kind: .propertyOrSlot, name: item.value, location: sink.location(item.range),
                        what: "'requires' of \(what)"))
            }
        } else if !requires.isEmpty {
            sink.report(
                .unknownCatalogKey,
                "'requires' is allowed only on a component's own properties, not in \(scope.description)",
                at: reader.entry("requires")!.key.range)
        }
        let aliases = reader.stringList("aliases")
        for alias in aliases where !NameRules.isLowerCamelCase(alias.value) {
            sink.report(.invalidCatalogName, "alias '\(alias.value)' of \(what) is not lowerCamelCase", at: alias.range)
        }
        return Property(
            name: name.value, owner: scope.owner, type: type, doc: reader.string("doc")?.value,
            required: reader.bool("required"), defaultValue: reader.value("default").map(WrittenValue.init),
            emitDefault: reader.bool("emitDefault"),
            forms: forms?.map(\.value), requires: requires.map(\.value), aliases: aliases.map(\.value),
            isInternal: reader.bool("internal"), onlyInside: onlyInside?.map(\.value),
            constant: constant, oneWay: oneWay, twoWay: twoWay, onReceive: onReceive,
            runtime: propertyRuntime(reader, what), trap: reader.string("trap")?.value,
            definition: state.definition(at: name.range)
        )
    }

    /// `runtime: hidden` or `runtime: "!hidden"`.
    private func propertyRuntime(_ reader: MappingReader, _ what: String) -> PropertyRuntime? {
        guard let text = reader.string("runtime") else { return nil }
        let negated = text.value.hasPrefix("!")
        let bare = Located(value: negated ? String(text.value.dropFirst()) : text.value, range: text.range)
        guard let attribute = MappingReader.word(bare, "'runtime' of \(what)", as: RuntimeAttribute.self, sink: sink)
        else { return nil }
        return PropertyRuntime(attribute: attribute.value, negated: negated)
    }

    /// An emission: a template string (a generic modifier) or `{ at, swift, accepts }`.
    func emission(_ node: YAMLNode, _ strategy: String, of what: String, type: TypeExpression, scope: MemberScope)
        -> Emission?
    {
        let emissionWhat = "the \(strategy) emission of \(what)"
        let holes: Set<TemplateHole> = strategy == "const" ? [.value] : [.binding]
        var rules = scope.rules("the \(strategy) template of \(what)", holes: holes)
        rules.allowsValueFields = strategy == "const"
        if node.scalarText != nil {
            return template(node, rules: rules, valueType: type, component: scope.componentName).map {
                Emission(placement: .modifier, swift: .single($0), accepts: nil)
            }
        }
        guard let reader = MappingReader(node, what: emissionWhat, keys: ["at", "swift", "accepts"], sink: sink) else {
            return nil
        }
        let placement =
            emissionPlacement(reader, emissionWhat, scope: scope, allowed: [.initializer, .method, .modifier])
            ?? .modifier
        guard let swiftNode = reader.value("swift") else {
            reader.reportMissing("swift", help: "give the Swift template, e.g. `swift: '{{value}}'`")
            return nil
        }
        let swift: Emission.Swift
        if let entries = swiftNode.mappingEntries {
            swift = .perForm(perForm(entries, of: emissionWhat, rules: rules, type: type, scope: scope))
        } else {
            guard let template = template(swiftNode, rules: rules, valueType: type, component: scope.componentName)
            else { return nil }
            swift = .single(template)
        }
        var accepts: [Template]?
        if reader.has("accepts") {
            if strategy == "const" {
                sink.report(
                    .unknownCatalogKey, "'accepts' is for oneWay and twoWay emissions, not for \(emissionWhat)",
                    at: reader.entry("accepts")!.key.range)
            }
            let acceptRules = TemplateRules(what: "'accepts' of \(emissionWhat)", typeParameters: scope.typeParameters)
            accepts = reader.value("accepts").flatMap { $0.sequenceItems }?.compactMap {
                template($0, rules: acceptRules)
            }
            if reader.value("accepts")?.sequenceItems == nil, let node = reader.value("accepts") {
                sink.report(
                    .catalogValueShape, "'accepts' of \(emissionWhat) must be a list of Swift types", at: node.range)
            }
        }
        return Emission(placement: placement, swift: swift, accepts: accepts)
    }

    /// `onReceive`: one statement for every live value, or one per value form, where
    /// `{{value.f}}` reads a field written as a constant (CATALOG-FORMAT.md §9).
    private func receive(at node: YAMLNode, of what: String, type: TypeExpression, scope: MemberScope)
        -> Emission.Swift?
    {
        var rules = scope.rules("the onReceive template of \(what)", holes: [.view, .value])
        guard let entries = node.mappingEntries else {
            return template(node, rules: rules, component: scope.componentName).map(Emission.Swift.single)
        }
        rules.allowsValueFields = true
        return .perForm(
            perForm(entries, of: "the onReceive emission of \(what)", rules: rules, type: type, scope: scope))
    }

    /// A template per value form (`expression` for a value written as an expression), each form
    /// name checked against the type once every type is read.
    private func perForm(
        _ entries: [YAMLMappingEntry], of what: String, rules: TemplateRules, type: TypeExpression,
        scope: MemberScope
    ) -> [(form: String, template: Template)] {
        var perForm: [(form: String, template: Template)] = []
        for entry in entries {
            guard let form = MappingReader.scalar(entry.key, "a form name of \(what)", sink: sink) else { continue }
            state.pendingFormNames.append(
                PendingFormName(
                    type: type, form: form.value, location: sink.location(form.range), allowsExpression: true,
                    what: what))
            var formRules = rules
            formRules.what = "the '\(form.value)' template of \(what)"
            let formName = form.value == "expression" ? nil : form.value
            if let template = template(
                entry.value, rules: formRules, valueType: type, form: formName, component: scope.componentName)
            {
                perForm.append((form.value, template))
            }
        }
        return perForm
    }

    /// Reads `at:`; slot-only words and, in groups, `init`/`method` are CK0710.
    func emissionPlacement(_ reader: MappingReader, _ what: String, scope: MemberScope, allowed: [EmissionPlacement])
        -> EmissionPlacement?
    {
        guard let text = reader.string("at") else { return nil }
        if let placement = EmissionPlacement(rawValue: text.value), allowed.contains(placement) {
            if case .group(let group) = scope, placement != .modifier {
                sink.report(
                    .misplacedEmission, "'at: \(text.value)' is not allowed in \(what)", at: text.range,
                    notes: [
                        "group '\(group)' holds generic modifiers only; initializer arguments and struct methods belong to a component"
                    ],
                    help: "use `at: modifier`, or move the property to the component")
                return nil
            }
            return placement
        }
        let allowedText = allowed.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        if EmissionPlacement(rawValue: text.value) != nil {
            sink.report(
                .misplacedEmission, "'at: \(text.value)' is not allowed in \(what)", at: text.range,
                help: "use one of \(allowedText)")
            return nil
        }
        if SlotPlacement(rawValue: text.value) != nil {
            sink.report(
                .misplacedEmission, "'at: \(text.value)' is not allowed in \(what)", at: text.range,
                help: "'\(text.value)' exists only on slots; use one of \(allowedText)")
            return nil
        }
        sink.reportUnknown(
            .unknownCatalogValue, "'\(text.value)' is not a valid value for 'at' of \(what)", name: text.value,
            at: text.range,
            candidates: allowed.map(\.rawValue),
            otherwise: "use one of " + allowed.map { "'\($0.rawValue)'" }.joined(separator: ", "))
        return nil
    }
}
