import ArgumentParser
import ConstruktCatalog
import ConstruktDiagnostics

/// `construkt-gen explain CODE|components|COMPONENT|COMPONENT.PROPERTY|TYPE`: the long explanation
/// of a diagnostic code, the list of the catalog's components, or the catalog's reference of a
/// component, of one of its properties, slots or events, or of a value type.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract:
            "Explain a diagnostic code (CK0114), a component (LabelView), a property (LabelView.font) or a value type (Font); list the components.",
        discussion: """
            Without a subject, lists every code with its one-line summary; 'explain components' lists every \
            component. Components come from ConstruktKit's catalog and the catalogs the construkt.yaml of the \
            current folder lists.
            """
    )

    @ArgumentParser.Argument(
        help:
            "A diagnostic code (CK0114), 'components' (all of them), a component (LabelView), a component's property (LabelView.font) or a value type (Font)."
    )
    var subject: String?

    @Flag(
        help:
            "List every code as the Markdown table of Docs/diagnostics.md; with 'components', list the components as Docs/components.md does."
    )
    var markdown = false

    func run() throws {
        let console = Console.current
        guard let subject else {
            console.print(
                markdown
                    ? Self.markdownTable()
                    : DiagnosticCatalog.all.map { "\($0.id)  \($0.summary)" }.joined(separator: "\n")
                        + "\n\n`construkt-gen explain components` lists the components, and `construkt-gen explain LabelView` explains one."
            )
            return
        }
        switch ExplainSubject(subject) {
        case .code(let code):
            guard let entry = DiagnosticCatalog.code(code) else {
                throw CommandFailure(
                    message: "unknown diagnostic code '\(code)'; run 'construkt-gen explain' for the list")
            }
            console.print("\(entry.id) (\(entry.severity.rawValue)): \(entry.summary)\n\n\(entry.explanation)")
        case .components:
            let list = ComponentList(catalog: ExplainCatalog.load(console: console))
            console.print(markdown ? list.markdown() : list.text())
        case .component(let name):
            let catalog = ExplainCatalog.load(console: console)
            if catalog.component(named: name) == nil, let type = catalog.type(named: name) {
                console.print(TypeReference(catalog: catalog, type: type).text())
            } else {
                console.print(
                    ComponentReference(catalog: catalog, component: try Self.component(name, in: catalog)).text())
            }
        case .member(let componentName, let name):
            let catalog = ExplainCatalog.load(console: console)
            let component = try Self.component(componentName, in: catalog)
            if let text = Self.memberText(name, of: component, in: catalog) {
                console.print(text)
            } else {
                let names = catalog.members(of: component.name)?.acceptedNames ?? []
                throw CommandFailure(
                    message: "\(component.name) has no property, slot or event '\(name)'"
                        + Self.suggestion(
                            for: name, among: names,
                            decoy: catalog.decoy(named: name).flatMap { $0.kind == .component ? nil : $0 }))
            }
        }
    }

    /// The reference of a component's property, slot or event (what hover shows too); `nil` when it has none of that name.
    static func memberText(_ name: String, of component: Component, in catalog: ComponentCatalog) -> String? {
        let reference = ComponentReference(catalog: catalog, component: component)
        let swift = TemplateText(component: component)
        if let property = catalog.property(named: name, of: component.name), !property.isInternal {
            return PropertyReference(catalog: catalog, component: component, property: property).text()
        } else if let slot = catalog.slot(named: name, of: component.name) {
            return detail(reference.slotLines(slot, swift: swift), of: component)
        } else if let event = catalog.event(named: name, of: component.name) {
            return detail(reference.eventLines(event, swift: swift), of: component)
        }
        return nil
    }

    /// A slot's or event's lines of the component reference, on their own: `Screen.content: …`.
    static func detail(_ lines: [String], of component: Component) -> String {
        guard let head = lines.first else { return "" }
        return (["\(component.name).\(head)"] + lines.dropFirst().map { String($0.dropFirst(2)) }).joined(
            separator: "\n")
    }

    /// The component named `name`; an unknown name fails with the nearest names.
    static func component(_ name: String, in catalog: ComponentCatalog) throws -> Component {
        if let component = catalog.component(named: name) { return component }
        let decoy = catalog.decoy(named: name).flatMap { $0.kind == .component ? $0 : nil }
        throw CommandFailure(
            message: "no diagnostic code, component or value type named '\(name)'"
                + suggestion(for: name, among: catalog.components.map(\.name) + catalog.types.map(\.name), decoy: decoy)
        )
    }

    /// `; did you mean …?`, or a decoy's advice (`Text` is SwiftUI… use LabelView), or nothing.
    static func suggestion(for name: String, among names: [String], decoy: DecoyName?) -> String {
        if let decoy { return "; " + decoy.advice }
        return NameSuggestion.help(for: name, among: names).map { "; " + $0 } ?? ""
    }

    /// The catalog as a Markdown table: code, severity, summary.
    static func markdownTable() -> String {
        let rows = DiagnosticCatalog.all.map { code in
            "| \(code.id) | \(code.severity.rawValue) | \(code.summary.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        return (["| code | severity | meaning |", "|---|---|---|"] + rows).joined(separator: "\n")
    }
}
