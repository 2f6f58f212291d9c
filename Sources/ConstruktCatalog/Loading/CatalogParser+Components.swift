import ConstruktDiagnostics
import ConstruktYAML

extension CatalogParser {
    static let componentKeys = [
        "kind", "class", "swift", "aliasOf", "construct", "typeParams", "primary", "defaultSlot",
        "properties", "slots", "events", "exclusive", "runtime", "traps", "doc",
    ]
    static let componentRuntimeKeys = ["node", "tap", "toggles", "typeInto", "select"]

    func parseComponent(_ entry: YAMLMappingEntry) {
        guard let name = definedName(entry, "component", rule: NameRules.isTypeName, ruleText: "a Swift type name")
        else { return }
        let what = "component '\(name.value)'"
        guard state.define(name.value, in: "components", what: "component", at: name.range),
            let reader = MappingReader(
                entry.value, what: what, anchor: name.range, keys: Self.componentKeys, sink: sink)
        else { return }
        if let target = reader.string("aliasOf") {
            for entry in reader.entries where !["aliasOf", "doc"].contains(entry.key.scalarText ?? "") {
                sink.report(
                    .invalidComponentAlias,
                    "'\(entry.key.scalarText ?? "")' is not allowed beside 'aliasOf' in \(what)", at: entry.key.range,
                    help: "an alias takes everything from its target; only `doc` may be added")
            }
            state.aliases.append(
                ComponentAliasRequest(
                    name: name.value, target: target, targetLocation: sink.location(target.range),
                    doc: reader.string("doc")?.value,
                    catalogIndex: state.catalogIndex, module: state.catalogModule,
                    definition: state.definition(at: name.range),
                    position: state.components.count + state.aliases.count
                ))
            return
        }
        let kind = reader.word("kind", as: ComponentKind.self)?.value ?? .view
        let viewClass = reader.string("class")
        if kind.hasClass {
            if let viewClass {
                reference(.viewClass, viewClass, "class of \(what)")
            } else {
                reader.reportMissing("class", help: "name the component's Base class, e.g. `class: UIView`")
            }
        } else if let classEntry = reader.entry("class") {
            sink.report(
                .unknownCatalogKey, "'class' is not allowed on \(what) of kind \(kind.rawValue)",
                at: classEntry.key.range,
                notes: ["sections, cells and supplementaries have no class and inherit nothing"])
        }
        let swiftName = reader.string("swift")
        if let swiftName, !NameRules.isTypeName(swiftName.value) {
            sink.report(
                .invalidCatalogName, "Swift name '\(swiftName.value)' of \(what) is not a Swift type name",
                at: swiftName.range)
        }
        let typeParams = uniqueNames(
            reader.stringList("typeParams"), "type parameter", of: what, rule: NameRules.isTypeName)
        let scope = MemberScope.component(name: name.value, kind: kind, typeParameters: typeParams)
        let constructRules = scope.rules("'construct' of \(what)", holes: [.arguments])
        let construct =
            reader.value("construct").flatMap { template($0, rules: constructRules, component: name.value) }
            ?? Template(
                text: "{{swift}}({{args}})", segments: [.hole(.swiftName), .text("("), .hole(.arguments), .text(")")])
        let properties = reader.mapping("properties").compactMap { parseProperty($0, scope: scope) }
        let slots = reader.mapping("slots").compactMap { parseSlot($0, scope: scope, kind: kind) }
        let events = reader.mapping("events").compactMap { parseEvent($0, scope: scope) }

        let primaryItems = reader.stringList("primary")
        let primary = uniqueNames(primaryItems, "primary property", of: what, rule: NameRules.isLowerCamelCase)
        for item in primaryItems { pendingMember(.property, item, in: name.value, "'primary' of \(what)") }
        let defaultSlot = reader.string("defaultSlot")
        if let defaultSlot { pendingMember(.slot, defaultSlot, in: name.value, "'defaultSlot' of \(what)") }
        var exclusive: [[String]] = []
        if let node = reader.value("exclusive") {
            if let lists = node.sequenceItems {
                for list in lists {
                    guard let items = MappingReader.stringList(list, "an item of 'exclusive' of \(what)", sink: sink)
                    else { continue }
                    for item in items { pendingMember(.propertyOrSlot, item, in: name.value, "'exclusive' of \(what)") }
                    exclusive.append(items.map(\.value))
                }
            } else {
                sink.report(
                    .catalogValueShape, "'exclusive' of \(what) must be a list of lists", at: node.range,
                    help: "write e.g. `exclusive: [[h, w]]`")
            }
        }
        let runtime = componentRuntime(reader, what, component: name.value)
        let traps = reader.stringList("traps").map(\.value)

        checkOwnNames(properties: properties, slots: slots, events: events, of: what)
        checkInitializerLabels(properties: properties, slots: slots, of: what)
        checkTrailingSlots(slots, exclusive: exclusive, properties: properties, of: what, anchor: name.range)
        let readByTemplates = state.propertiesReadByTemplates[name.value] ?? []
        for property in state.propertiesWithoutEmission[name.value] ?? []
        where !readByTemplates.contains(property.value) {
            sink.report(
                .propertyWithoutEmission,
                "property '\(property.value)' of \(what) has no 'const', 'oneWay', 'twoWay' or 'onReceive'",
                at: property.range,
                help: "say how a value is written in Swift, or read it in a template as `{{props.\(property.value)}}`")
        }
        state.components.append(
            Component(
                name: name.value, kind: kind, viewClass: kind.hasClass ? viewClass?.value : nil,
                swift: swiftName?.value ?? name.value,
                aliasOf: nil, construct: construct, typeParams: typeParams, primary: primary,
                defaultSlot: defaultSlot?.value,
                properties: properties, slots: slots, events: events, exclusive: exclusive, runtime: runtime,
                traps: traps,
                doc: reader.string("doc")?.value, module: state.catalogModule,
                definition: state.definition(at: name.range)
            ))
    }

    private func pendingMember(
        _ kind: PendingMemberReference.Kind, _ item: Located<String>, in component: String, _ what: String
    ) {
        state.pendingMembers[component, default: []].append(
            PendingMemberReference(kind: kind, name: item.value, location: sink.location(item.range), what: what))
    }

    private func componentRuntime(_ reader: MappingReader, _ what: String, component: String) -> ComponentRuntime {
        guard let node = reader.value("runtime"),
            let runtime = MappingReader(node, what: "'runtime' of \(what)", keys: Self.componentRuntimeKeys, sink: sink)
        else { return .none }
        let tap = runtime.string("tap")
        let toggles = runtime.string("toggles")
        let typeInto = runtime.string("typeInto")
        let select = runtime.string("select")
        if let tap { pendingMember(.event, tap, in: component, "'runtime.tap' of \(what)") }
        if let select { pendingMember(.event, select, in: component, "'runtime.select' of \(what)") }
        if let toggles { pendingMember(.property, toggles, in: component, "'runtime.toggles' of \(what)") }
        if let typeInto { pendingMember(.property, typeInto, in: component, "'runtime.typeInto' of \(what)") }
        return ComponentRuntime(
            node: runtime.string("node")?.value, tap: tap?.value, toggles: toggles?.value, typeInto: typeInto?.value,
            select: select?.value)
    }

    /// The names in order, each reported once when repeated or badly spelled.
    private func uniqueNames(_ items: [Located<String>], _ kind: String, of what: String, rule: (String) -> Bool)
        -> [String]
    {
        var seen: [String: SourceRange] = [:]
        var names: [String] = []
        for item in items {
            if let first = seen[item.value] {
                sink.report(
                    .duplicateCatalogName, "\(kind) '\(item.value)' is listed twice in \(what)", at: item.range,
                    labels: [Diagnostic.Label(sink.location(first), "first listed here")])
                continue
            }
            if !rule(item.value) {
                sink.report(
                    .invalidCatalogName, "\(kind) '\(item.value)' of \(what) is not a valid name", at: item.range)
                continue
            }
            seen[item.value] = item.range
            names.append(item.value)
        }
        return names
    }

    /// Property names and aliases, slot names, event names and aliases share one namespace.
    private func checkOwnNames(properties: [Property], slots: [Slot], events: [Event], of what: String) {
        var seen: [String: SourceLocation] = [:]
        func claim(_ name: String, at location: SourceLocation, _ kind: String) {
            if let first = seen[name] {
                sink.report(
                    .duplicateCatalogName, "\(kind) '\(name)' of \(what) clashes with another member of the same name",
                    at: location,
                    labels: [Diagnostic.Label(first, "also defined here")])
            } else {
                seen[name] = location
            }
        }
        for property in properties {
            claim(property.name, at: property.definition.location, "property")
            for alias in property.aliases { claim(alias, at: property.definition.location, "alias") }
        }
        for slot in slots { claim(slot.name, at: slot.definition.location, "slot") }
        for event in events {
            claim(event.name, at: event.definition.location, "event")
            for alias in event.aliases { claim(alias, at: event.definition.location, "alias") }
        }
    }

    /// Each initializer label (`spacing:` of `'spacing: {{value}}'`) appears once per component.
    private func checkInitializerLabels(properties: [Property], slots: [Slot], of what: String) {
        var seen: [String: (owner: String, location: SourceLocation)] = [:]
        func claim(_ template: Template, owner: String, at location: SourceLocation) {
            guard let label = Self.initializerLabel(template) else { return }
            if let first = seen[label], first.owner != owner {
                sink.report(
                    .duplicateCatalogName,
                    "initializer label '\(label):' of \(what) is used by both '\(first.owner)' and '\(owner)'",
                    at: location,
                    labels: [Diagnostic.Label(first.location, "'\(first.owner)' uses it here")])
            } else if seen[label] == nil {
                seen[label] = (owner, location)
            }
        }
        for property in properties {
            for emission in [property.constant, property.oneWay, property.twoWay].compactMap({ $0 })
            where emission.placement == .initializer {
                if case .single(let template) = emission.swift {
                    claim(template, owner: property.name, at: property.definition.location)
                }
            }
        }
        for slot in slots where slot.placement == .initializer {
            claim(slot.swift, owner: slot.name, at: slot.definition.location)
        }
    }

    /// The `label` of a template starting `label: `, if any.
    static func initializerLabel(_ template: Template) -> String? {
        guard case .text(let text)? = template.segments.first, let colon = text.firstIndex(of: ":") else { return nil }
        let label = String(text[..<colon])
        return NameRules.isIdentifier(label) ? label : nil
    }

    /// Two trailing slots are allowed only when `exclusive` or `requires` keep them apart.
    private func checkTrailingSlots(
        _ slots: [Slot], exclusive: [[String]], properties: [Property], of what: String, anchor: SourceRange
    ) {
        let trailing = slots.filter { $0.placement == .trailing }
        guard trailing.count > 1 else { return }
        func apart(_ a: String, _ b: String) -> Bool { exclusive.contains { $0.contains(a) && $0.contains(b) } }
        func keptApart(_ a: Slot, _ b: Slot) -> Bool {
            apart(a.name, b.name) || a.requires.contains { apart($0, b.name) }
                || b.requires.contains { apart($0, a.name) }
        }
        for (index, first) in trailing.enumerated() {
            for second in trailing[(index + 1)...] where !keptApart(first, second) {
                sink.report(
                    .ambiguousTrailingSlots,
                    "slots '\(first.name)' and '\(second.name)' of \(what) are both trailing closures",
                    at: second.definition.location,
                    labels: [Diagnostic.Label(first.definition.location, "the other trailing slot")],
                    help: "add `exclusive: [[\(first.name), \(second.name)]]`, or place one of them elsewhere")
            }
        }
    }
}
