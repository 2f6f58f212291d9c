import ConstruktCatalog
import Foundation

/// `construkt-gen explain components`: every component of the catalog, one line each, or, with
/// `--markdown`, the reference of Docs/components.md: each component with its own properties, the
/// modifier groups it inherits, its slots and events, then each group with its properties and
/// events.
struct ComponentList {
    let catalog: ComponentCatalog

    /// One line per component: its name and the first sentence of its doc.
    func text() -> String {
        let width = catalog.components.map(\.name.count).max() ?? 0
        return catalog.components.map { component in
            let name = component.name.padding(toLength: width, withPad: " ", startingAt: 0)
            return "\(name)  \(Self.summary(of: component))".trimmingTrailingSpaces
        }.joined(separator: "\n") + "\n\n`construkt-gen explain COMPONENT` shows one component in full.\n"
    }

    /// The components, then the modifier groups, as Markdown, ending with a newline.
    func markdown() -> String {
        var lines: [String] = []
        for component in catalog.components {
            lines += ["### \(component.name)", ""]
            if let alias = component.aliasOf {
                lines += ["Another name for [\(alias)](#\(alias.lowercased())).", ""]
                continue
            }
            if let doc = component.doc { lines += [Self.oneLine(doc), ""] }
            let members = catalog.properties(of: component.name).filter { !$0.isInternal }
            let own = members.filter { $0.owner == .component(component.name) }
            lines.append(
                "- properties: " + (own.isEmpty ? "none of its own" : own.map(Self.property).joined(separator: ", ")))
            var groups: [String] = []
            for property in members {
                if case .group(let group) = property.owner, !groups.contains(group) { groups.append(group) }
            }
            if !groups.isEmpty {
                lines.append("- and those of: " + groups.map { "[\($0)](#\(Self.anchor($0)))" }.joined(separator: ", "))
            }
            let slots = catalog.slots(of: component.name)
            if !slots.isEmpty { lines.append("- slots: " + slots.map { "`\($0.name)`" }.joined(separator: ", ")) }
            let events = catalog.events(of: component.name)
            if !events.isEmpty { lines.append("- events: " + events.map(Self.event).joined(separator: ", ")) }
            lines.append("")
        }
        lines += ["## Modifier groups", ""]
        for group in catalog.groups {
            lines += ["### \(group.name)", ""]
            if let doc = group.doc { lines += [Self.oneLine(doc), ""] }
            let properties = group.properties.filter { !$0.isInternal }
            if !properties.isEmpty {
                lines.append("- properties: " + properties.map(Self.property).joined(separator: ", "))
            }
            if !group.events.isEmpty {
                lines.append("- events: " + group.events.map(Self.event).joined(separator: ", "))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func property(_ property: Property) -> String {
        "`\(property.name)` \(property.type)".replacingOccurrences(of: "|", with: "\\|")
    }

    private static func event(_ event: Event) -> String {
        "`\(event.name)`" + (event.value.description == "Void" ? "" : " (\(event.value))")
    }

    /// GitHub's anchor of a heading: lowercased, dots dropped.
    private static func anchor(_ heading: String) -> String {
        heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    private static func oneLine(_ doc: String) -> String {
        doc.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private static func summary(of component: Component) -> String {
        if let alias = component.aliasOf { return "another name for \(alias)" }
        let doc = oneLine(component.doc ?? "")
        guard let end = doc.range(of: ". ") else { return doc }
        return String(doc[..<end.lowerBound]) + "."
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
