import ConstruktAST
import ConstruktCatalog
import ConstruktReports

/// The `$defs` of the screen schema that come from the loaded component catalogs: one per view
/// component (what its node takes: its primary value, its default slot's list, its properties,
/// slots and events with the catalog's docs as hover text, its required properties and exclusive
/// sets), one per modifier group (shared by the classes it applies to), and one for a list's
/// sections. A component's node and a section are closed: a key that neither it nor a group of its
/// class chain defines is rejected, as `construkt-gen lint` rejects it.
struct CatalogNodeDefinitions {
    let catalog: ComponentCatalog

    /// The definitions, and the component names `componentNode` lists with a reference to each.
    func definitions() -> (definitions: [String: JSONValue], componentNames: [String: JSONValue]) {
        var definitions = PropertyValueSchema(catalog: catalog).definitions()
        for group in catalog.groups {
            definitions[Self.groupDefinition(group.name)] = [
                "title": .string("\(group.name) (\(group.definition.catalog))"),
                "description": .string(group.doc ?? "Modifiers and events of `\(group.targetName)`."),
                "properties": .object(members(properties: group.properties, slots: [], events: group.events)),
            ]
        }
        let sections = catalog.components.filter { $0.kind == .section }
        definitions["section"] = [
            "title": "A section",
            "description":
                "An entry of a list's `sections:`: items with a cell (`items`, `as`, `id`, `cell`), or static `cells`. Docs/language.md, Lists.",
            "type": "object",
            "propertyNames": KeyedMappingSchema.reference("lowerName"),
            "additionalProperties": false,
            "properties": .object(
                sections.reduce(into: [:]) { all, section in
                    all.merge(members(properties: section.properties, slots: section.slots, events: section.events)) {
                        first, _ in first
                    }
                }),
        ]
        var names: [String: JSONValue] = [:]
        for component in catalog.components where component.kind.hasClass {
            definitions["component.\(component.name)"] = node(component)
            names[component.name] = KeyedMappingSchema.reference("component.\(component.name)")
        }
        return (definitions, names)
    }

    static func groupDefinition(_ name: String) -> String { "group.\(name)" }

    private func node(_ component: Component) -> JSONValue {
        var content: [JSONValue] = [["type": "null"]]
        if !component.primary.isEmpty {
            content.append(["type": ["string", "number", "integer", "boolean"]])
            content.append(["type": "array"])
        } else if let name = component.defaultSlot, let slot = component.slots.first(where: { $0.name == name }) {
            content.append(listSchema(of: slot))
        }
        content.append(properties(of: component))
        var takes: [String] = []
        if !component.primary.isEmpty {
            takes.append("a single value (" + component.primary.map { "`\($0)`" }.joined(separator: ", ") + ")")
        }
        if let slot = component.defaultSlot {
            takes.append("a list (`\(slot)`)")
        }
        takes.append("properties, or nothing")
        let description = (component.doc.map { $0 + " " } ?? "") + "Takes " + takes.joined(separator: ", ") + "."
        return [
            "title": .string("\(component.name) (\(component.definition.catalog))"),
            "description": .string(description),
            "anyOf": .array(content),
        ]
    }

    /// The mapping a component's node may hold: its own members and its groups' ones, nothing else.
    private func properties(of component: Component) -> JSONValue {
        var own = members(properties: component.properties, slots: component.slots, events: component.events)
        own[LanguageKey.nodeIdentifier.name] = KeyedMappingSchema.property(.nodeIdentifier)
        own[LanguageKey.nodeAnimation.name] = KeyedMappingSchema.property(.nodeAnimation)
        var object: [String: JSONValue] = [
            "type": "object",
            "propertyNames": KeyedMappingSchema.reference("lowerName"),
            "unevaluatedProperties": false,
        ]
        let groups = groupOrder(of: component)
        if hidesAnotherShape(own: own, groups: groups) {
            let resolved = catalog.members(of: component.name)
            object["properties"] = .object(
                members(
                    properties: resolved?.properties ?? [], slots: resolved?.slots ?? [], events: resolved?.events ?? []
                )
                .merging(own) { _, nearest in nearest })
        } else {
            object["properties"] = .object(own)
            if !groups.isEmpty {
                object["allOf"] = .array(groups.map { KeyedMappingSchema.reference(Self.groupDefinition($0.name)) })
            }
        }
        let required =
            component.properties.filter { $0.required && !$0.isInternal }.map(\.name)
            + component.slots.filter(\.required).map(\.name)
        if !required.isEmpty {
            object["required"] = .array(required.map { .string($0) })
        }
        let pairs = component.exclusive.flatMap { names in
            names.enumerated().flatMap { index, first in names.dropFirst(index + 1).map { (first, $0) } }
        }
        if !pairs.isEmpty {
            object["not"] = ["anyOf": .array(pairs.map { ["required": [.string($0.0), .string($0.1)]] })]
        }
        return .object(object)
    }

    /// The groups a component gets, nearest first: each class's own groups, then its protocols'.
    private func groupOrder(of component: Component) -> [ModifierGroup] {
        catalog.classChain(of: component).flatMap { viewClass in
            catalog.groups.filter { $0.appliesTo == .viewClass(viewClass.name) }
                + catalog.groups.filter { group in viewClass.conforms.contains { group.appliesTo == .viewProtocol($0) }
                }
        }
    }

    /// `allOf` applies every group, while the catalog lets a nearer member hide a farther one
    /// whole; the two agree while a hidden member takes the same shape of value as the one hiding it.
    private func hidesAnotherShape(own: [String: JSONValue], groups: [ModifierGroup]) -> Bool {
        func shape(_ schema: JSONValue) -> JSONValue {
            .object(schema.members.filter { $0.key != "title" && $0.key != "description" })
        }
        var seen = own
        for group in groups {
            for (name, schema) in members(properties: group.properties, slots: [], events: group.events) {
                if let nearer = seen[name], shape(nearer) != shape(schema) { return true }
                seen[name] = seen[name] ?? schema
            }
        }
        return false
    }

    /// The node keys of some members, aliases included.
    private func members(properties: [ConstruktCatalog.Property], slots: [Slot], events: [Event]) -> [String: JSONValue]
    {
        var out: [String: JSONValue] = [:]
        func add(_ name: String, aliases: [String], schema: JSONValue, description: String) {
            out[name] = schema.merging(["title": .string(name), "description": .string(description)])
            for alias in aliases where out[alias] == nil {
                out[alias] = schema.merging([
                    "title": .string(alias), "description": .string("Another spelling of `\(name)`. " + description),
                ])
            }
        }
        for property in properties where !property.isInternal {
            let description = Self.text([
                property.doc, property.trap,
                "Property of type `\(property.type)`" + (property.required ? " (required)." : "."),
            ])
            add(
                property.name, aliases: property.aliases,
                schema: PropertyValueSchema(catalog: catalog).schema(of: property), description: description)
        }
        for slot in slots {
            add(
                slot.name, aliases: [], schema: schema(of: slot),
                description: Self.text([
                    slot.doc, slot.trap, "Slot: one node" + (slot.many ? " or a list of nodes." : "."),
                ]))
        }
        for event in events {
            let value = event.value.description == "Void" ? "." : "; its value is a `\(event.value)`."
            add(
                event.name, aliases: event.aliases, schema: schema(of: event),
                description: Self.text([
                    event.doc, event.trap, "Event: an action's name, a statement or a list of statements" + value,
                ]))
        }
        return out
    }

    private func schema(of slot: Slot) -> JSONValue {
        switch slot.accepts {
        case .sections: return ["type": "array", "items": KeyedMappingSchema.reference("section")]
        case .cells: return ["type": "array"]
        case .views:
            guard !slot.args.isEmpty else { return KeyedMappingSchema.reference("nodes") }
            var content = arguments(slot.args)
            content[slot.contentKey] = KeyedMappingSchema.reference("nodes")
            return [
                "anyOf": [
                    KeyedMappingSchema.reference("nodes"),
                    ["type": "object", "properties": .object(content), "additionalProperties": false],
                ]
            ]
        }
    }

    /// A slot's content written as a list, as a default slot takes it.
    private func listSchema(of slot: Slot) -> JSONValue {
        switch slot.accepts {
        case .sections: ["type": "array", "items": KeyedMappingSchema.reference("section")]
        case .cells: ["type": "array"]
        case .views: ["type": "array", "items": KeyedMappingSchema.reference("componentNode")]
        }
    }

    private func schema(of event: Event) -> JSONValue {
        guard !event.args.isEmpty else { return KeyedMappingSchema.reference("eventHandler") }
        var content = arguments(event.args)
        content["do"] = [
            "title": "do", "description": "The statements the event runs.", "$ref": "#/$defs/eventHandler",
        ]
        let withArguments: JSONValue = [
            "type": "object", "properties": .object(content), "required": ["do"], "additionalProperties": false,
        ]
        // Without a required argument, the statements may also be written alone (`onNearEnd: loadMore`).
        guard event.args.allSatisfy({ !$0.required }) else { return withArguments }
        return ["anyOf": [KeyedMappingSchema.reference("eventHandler"), withArguments]]
    }

    private func arguments(_ args: [ConstruktCatalog.Argument]) -> [String: JSONValue] {
        Dictionary(
            uniqueKeysWithValues: args.map { arg in
                (
                    arg.name,
                    [
                        "title": .string(arg.name),
                        "description": .string(Self.text([arg.doc, "Of type `\(arg.type)`."])),
                    ]
                )
            })
    }

    private static func text(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension ModifierGroup {
    /// The class or protocol the group applies to.
    var targetName: String {
        switch appliesTo {
        case .viewClass(let name), .viewProtocol(let name): name
        }
    }
}
