import ConstruktAST
import ConstruktYAML

/// The names of a scenario, resolved as the checker resolves them: its subject (a screen or a
/// destination), the params it passes, the state it sets, feeds and expects, the actions it sends
/// (and their params, under `with:`) or expects rejected, the signals it expects emitted, the destinations and screens it expects
/// shown, the sections it selects in or pages (`select: { section: … }`, `page: { id: … }`), and the
/// components its finders name (`type:`).
///
/// A `screen:` or `route:` scenario's names are its screen's. An `app:` scenario moves between
/// screens: its state values are the routes' when they declare them, and its other names those of
/// the screen it last expected on top (`expect: { screen: … }` or `route: …`) when that one
/// declares them; else of every screen (and of the routes, for app actions) declaring them, so
/// that no rename leaves one unknown (`ScenarioOwners`).
extension NameIndex.Walker {
    mutating func scenario(_ root: YAMLNode, declaration: ConstruktFile?) {
        guard case .scenario(let scenario)? = declaration else { return }
        if let screen = root["screen"] { add(.screen(screen.scalarText ?? ""), screen) }
        if let route = root["route"] { add(.destination(route.scalarText ?? ""), route) }
        var owners = ScenarioOwners(subject: scenario.subject, symbols: symbols, sections: sections)
        for param in root["params"]?.mappingEntries ?? [] {
            for screen in owners.subjectScreens {
                add(.value(screen: screen, name: param.key.scalarText ?? ""), param.key)
            }
        }
        names(in: root["state"], of: .state, owners: owners)
        for step in root["steps"]?.sequenceItems ?? [] {
            guard let (kind, value) = step.mappingEntries?.first.map({ ($0.key.scalarText ?? "", $0.value) }) else {
                continue
            }
            if kind == "expect" { owners.pin(from: value) }
            switch kind {
            case "send":
                name(value, of: .action, owners: owners)
                let action = value.scalarText ?? ""
                for argument in step["with"]?.mappingEntries ?? [] {
                    for owner in owners.owners(of: action, .action) {
                        add(
                            .actionParam(screen: owner, action: action, name: argument.key.scalarText ?? ""),
                            argument.key)
                    }
                }
            case "feed": names(in: value, of: .state, owners: owners)
            case "type": finder(value["into"])
            case "select":
                if let section = value["section"] { name(section, of: .section, owners: owners) }
                finder(value)
            case "page": if let section = value["id"] { name(section, of: .section, owners: owners) }
            case "expect": expectation(value, owners: owners)
            default: finder(value)
            }
        }
    }

    private mutating func expectation(_ node: YAMLNode, owners: ScenarioOwners) {
        finder(node)
        for entry in node.mappingEntries ?? [] {
            let value = entry.value
            switch entry.key.scalarText {
            case "hidden", "enabled", "disabled": finder(value)
            case "state": names(in: value, of: .state, owners: owners)
            case "route": add(.destination(value.scalarText ?? ""), value)
            case "screen": add(.screen(value.scalarText ?? ""), value)
            case "stack": for item in value.sequenceItems ?? [] { add(.destination(item.scalarText ?? ""), item) }
            case "rejected" where !["back", "dismiss"].contains(value.scalarText ?? ""):
                name(value, of: .action, owners: owners)
            case "emitted":
                if value.scalarText != nil { name(value, of: .signal, owners: owners) }
                for signal in value.mappingEntries ?? [] { name(signal.key, of: .signal, owners: owners) }
            default: continue
            }
        }
    }

    /// The component a finder's `type:` names.
    private mutating func finder(_ node: YAMLNode?) {
        if let type = node?["type"], let name = type.scalarText { add(.screen(name), type) }
    }

    private mutating func names(in node: YAMLNode?, of kind: ScenarioOwners.Kind, owners: ScenarioOwners) {
        for entry in node?.mappingEntries ?? [] { name(entry.key, of: kind, owners: owners) }
    }

    private mutating func name(_ node: YAMLNode, of kind: ScenarioOwners.Kind, owners: ScenarioOwners) {
        guard let name = node.scalarText else { return }
        for owner in owners.owners(of: name, kind) {
            switch kind {
            case .state: add(.value(screen: owner, name: name), node)
            case .action: add(.action(screen: owner, name: name), node)
            case .signal: add(.signal(screen: owner, name: name), node)
            case .section: add(.section(screen: owner, name: name), node)
            }
        }
    }
}
