import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// The component nodes a finder's constant `id:` names in the screens and `component:` files a
/// scenario runs (Docs/language.md, A scenario file), as written: what the checker knows of the
/// node a step will find before anything runs. A node whose id is computed (`id: "row${n}"`) is
/// not among them.
extension ScenarioRules {
    /// One component node written with a constant `id:`.
    struct WrittenNode {
        /// Its component's name, as written.
        var component: Identifier
        /// The names of the properties and events written on it.
        var members: [String]
    }

    /// The nodes written with `id: <id>` in the subject's screens and every `component:` file.
    func writtenNodes(withID id: String) -> [WrittenNode] {
        var found: [WrittenNode] = []
        var seen = Set<String>()
        for screen in screens + symbols.userComponents.values.sorted(by: { $0.path < $1.path })
        where seen.insert(screen.path).inserted {
            if let body = screen.declaration.body { Self.collect(body, id: id, into: &found) }
        }
        return found
    }

    private static func collect(_ node: ComponentNode, id: String, into found: inout [WrittenNode]) {
        switch node.kind {
        case .component(let name, .properties(let properties)):
            let written = properties.first { $0.name.text == "id" }
            if case .value(let value)? = written?.value, value.scalarText == id {
                found.append(WrittenNode(component: name, members: properties.map(\.name.text)))
            }
            for property in properties {
                switch property.value {
                case .nodes(let nodes): nodes.forEach { collect($0, id: id, into: &found) }
                case .value(let value): collectInEntries(value, id: id, into: &found)
                }
            }
        case .component(_, .children(let children)):
            children.forEach { collect($0, id: id, into: &found) }
        case .component(_, .list(let entries)):
            collectInEntries(entries, id: id, into: &found)
        case .component:
            break
        case .conditional(_, let then, let otherwise):
            (then + otherwise).forEach { collect($0, id: id, into: &found) }
        case .forEach(_, _, _, let body):
            body.forEach { collect($0, id: id, into: &found) }
        case .switchOver(let syntax):
            for branch in syntax.cases { branch.body.forEach { collect($0, id: id, into: &found) } }
            syntax.fallback?.body.forEach { collect($0, id: id, into: &found) }
        case .slot:
            break
        }
    }

    /// The nodes inside section and cell entries (`sections: [ { cell: { Row: … } } ]`), which
    /// stay YAML until the checker knows from the catalog that they are slots.
    private static func collectInEntries(_ value: YAMLNode, id: String, into found: inout [WrittenNode]) {
        for entry in value.sequenceItems ?? [] {
            for field in entry.mappingEntries ?? [] where ComponentNode.looksLikeNodes(field.value) {
                let file = SourceFile(path: "", bytes: [])
                ComponentNode.read(field.value, in: file).nodes.forEach { collect($0, id: id, into: &found) }
            }
        }
    }
}
