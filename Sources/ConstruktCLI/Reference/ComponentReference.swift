import ConstruktCatalog

/// `construkt-gen explain COMPONENT`: what a component takes, as its catalog says, with the Swift
/// each part becomes: summary, properties (own first, then each modifier group's), slots and events.
struct ComponentReference {
    let catalog: ComponentCatalog
    let component: Component

    func text() -> String {
        let swift = TemplateText(component: component)
        var lines = [component.name + (component.aliasOf.map { " (another name for \($0))" } ?? "")]
        if let doc = component.doc { lines.append(doc) }
        lines.append("")
        var kind = "Kind: \(component.kind.rawValue)"
        if let viewClass = component.viewClass { kind += ", a \(viewClass)" }
        if let module = component.module { kind += ", from \(module)" }
        lines.append(kind)
        lines.append("Swift: " + swift.text(component.construct))
        let arguments = catalog.properties(of: component.name).filter {
            $0.constant?.placement == .initializer && !$0.isInternal
        }.map(\.name)
        if !arguments.isEmpty {
            lines.append("Its <args>, in order, come from: " + arguments.joined(separator: ", ") + ".")
        }
        if !component.primary.isEmpty {
            lines.append(
                "A value written as the node itself (`\(component.name): …`) goes to "
                    + component.primary.joined(separator: " or ") + ".")
        }
        if let defaultSlot = component.defaultSlot {
            lines.append("A list written as the node itself goes to \(defaultSlot).")
        }
        for names in component.exclusive { lines.append("At most one of: " + names.joined(separator: ", ") + ".") }
        lines += propertySection(swift: swift)
        lines += slotSection(swift: swift)
        lines += eventSection(swift: swift)
        lines.append("")
        lines.append(
            "`construkt-gen explain \(component.name).PROPERTY` shows one property's value forms with examples.")
        return lines.joined(separator: "\n") + "\n"
    }

    private func propertySection(swift: TemplateText) -> [String] {
        let properties = catalog.properties(of: component.name).filter { !$0.isInternal }
        guard !properties.isEmpty else { return ["", "Properties: none"] }
        var lines = ["", "Properties"]
        var owner: MemberOwner?
        for property in properties {
            if property.owner != owner, case .group(let group) = property.owner { lines.append("  from \(group):") }
            owner = property.owner
            lines += PropertyLines(catalog: catalog, property: property, swift: swift).summary().map { "  " + $0 }
        }
        return lines
    }

    private func slotSection(swift: TemplateText) -> [String] {
        let slots = catalog.slots(of: component.name)
        guard !slots.isEmpty else { return ["", "Slots: none"] }
        var lines = ["", "Slots"]
        for slot in slots { lines += slotLines(slot, swift: swift).map { "  " + $0 } }
        return lines
    }

    private func eventSection(swift: TemplateText) -> [String] {
        let events = catalog.events(of: component.name)
        guard !events.isEmpty else { return ["", "Events: none"] }
        var lines = ["", "Events"]
        var owner: MemberOwner?
        for event in events {
            if event.owner != owner, case .group(let group) = event.owner { lines.append("  from \(group):") }
            owner = event.owner
            lines += eventLines(event, swift: swift).map { "  " + $0 }
        }
        return lines
    }

    /// A slot: what it takes, the names its content may use, its arguments and its Swift.
    func slotLines(_ slot: Slot, swift: TemplateText) -> [String] {
        var head = "\(slot.name): " + (slot.many ? "a list of " : "one of ") + slot.accepts.rawValue
        if slot.required { head += ", required" }
        var lines = [head]
        if let doc = slot.doc { lines.append("    " + doc) }
        if !slot.params.isEmpty {
            lines.append(
                "    names: "
                    + slot.params.map { swift.text($0.name) + ": " + swift.text($0.type) }.joined(separator: ", "))
        }
        for argument in slot.args {
            lines.append("    \(argument.name): \(argument.type)" + (argument.required ? ", required" : ""))
        }
        if !slot.requires.isEmpty { lines.append("    requires: " + slot.requires.joined(separator: ", ")) }
        lines.append("    Swift (\(slot.placement.rawValue)): " + swift.text(slot.swift))
        return lines
    }

    /// An event: the value it carries, where it may be written, its arguments and its Swift.
    func eventLines(_ event: Event, swift: TemplateText) -> [String] {
        var head = event.name
        if event.value != .named("Void") { head += ", carries a \(event.value)" }
        if event.scope == .root { head += ", on the screen's root view only" }
        if !event.aliases.isEmpty { head += " (also " + event.aliases.joined(separator: ", ") + ")" }
        var lines = [head]
        if let doc = event.doc { lines.append("    " + doc) }
        for argument in event.args {
            lines.append("    \(argument.name): \(argument.type)" + (argument.required ? ", required" : ""))
        }
        lines.append("    Swift: " + swift.text(event))
        return lines
    }
}
