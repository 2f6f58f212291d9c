import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics

/// A `component:` that shows itself on every path, directly or through other components
/// (`Loop` shows a `Loop`), builds without end (CK0820). Only what is always shown counts: a
/// stack's children and a catalog slot without a runtime condition; a node under an `if`, a
/// `switch`, a `forEach`, in a list's entries or in a user component's slot may not be built, so
/// a component reached there may stop.
struct ComponentRecursionRule {
    /// The app's `component:` files, by component name.
    let components: [String: ScreenDeclaration]
    let catalog: ComponentCatalog

    /// The error for component `name`, at the node where its way back to itself begins.
    func diagnostic(for name: String, path: String) -> Diagnostic? {
        guard let body = components[name]?.body else { return nil }
        for first in shownComponents(in: body) {
            guard let chain = way(from: first.name, to: name) else { continue }
            let loop = ([name] + chain).joined(separator: " → ")
            return Diagnostic(
                .componentContainsItself,
                "\(name) contains itself on every path (\(loop)), so building it never ends",
                at: SourceLocation(path: path, range: first.range),
                help: "put this \(first.name) under an 'if' or in a list's cell, where the nesting can stop")
        }
        return nil
    }

    /// The components on the way from `start` to `target` through what each always shows,
    /// `start` and `target` included; `nil` when there is none.
    private func way(from start: String, to target: String) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var seen: Set<String> = [start]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if current == target {
                var chain = [current]
                while let before = previous[chain[0]] { chain.insert(before, at: 0) }
                return chain
            }
            guard let body = components[current]?.body else { continue }
            for next in shownComponents(in: body) where seen.insert(next.name).inserted {
                previous[next.name] = current
                queue.append(next.name)
            }
        }
        return nil
    }

    /// The user components a node always shows, each with where it is written.
    private func shownComponents(in node: ComponentNode) -> [(name: String, range: SourceRange)] {
        guard case .component(let identifier, let content) = node.kind else { return [] }
        let name = identifier.text
        if components[name] != nil { return [(name, identifier.range)] }
        switch content {
        case .children(let children):
            return children.flatMap(shownComponents)
        case .properties(let properties):
            return properties.flatMap { property -> [(name: String, range: SourceRange)] in
                guard case .nodes(let nodes) = property.value,
                    let slot = catalog.slot(named: property.name.text, of: name), slot.runtimeWhen == nil
                else { return [] }
                return nodes.flatMap(shownComponents)
            }
        case .list, .primary, .empty:
            return []
        }
    }
}
