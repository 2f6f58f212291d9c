import ConstruktAST
import ConstruktCatalog

/// The views of a file's body that `scrollToTop:` can name, by the text of their `id:`
/// (Docs/language.md, Scrolling and paging): read from the body as written, before it is checked,
/// so that the statements of actions, written above the body, see them too.
struct ScrollTargets {
    /// A view with an `id:`: its component, whether it scrolls, and whether it is written once per
    /// item (in a `forEach` or a list's cell), so that no one view answers to the id.
    struct View {
        var component: String
        var scrolls: Bool
        var isRepeated: Bool
    }

    private(set) var views: [String: [View]] = [:]

    init(body: ComponentNode?, catalog: ComponentCatalog) {
        guard let body else { return }
        collect(body, repeated: false, catalog: catalog)
    }

    private mutating func collect(_ node: ComponentNode, repeated: Bool, catalog: ComponentCatalog) {
        switch node.kind {
        case .component(let name, let content):
            collect(content, of: name.text, repeated: repeated, catalog: catalog)
        case .conditional(_, let then, let otherwise):
            (then + otherwise).forEach { collect($0, repeated: repeated, catalog: catalog) }
        case .forEach(_, _, _, let body):
            body.forEach { collect($0, repeated: true, catalog: catalog) }
        case .switchOver(let syntax):
            (syntax.cases.flatMap(\.body) + (syntax.fallback?.body ?? [])).forEach {
                collect($0, repeated: repeated, catalog: catalog)
            }
        case .slot:
            break
        }
    }

    private mutating func collect(
        _ content: ComponentContent, of component: String, repeated: Bool, catalog: ComponentCatalog
    ) {
        switch content {
        case .children(let nodes):
            nodes.forEach { collect($0, repeated: repeated, catalog: catalog) }
        case .properties(let properties):
            for property in properties {
                switch property.value {
                case .value(let node) where property.name.text == "id":
                    // A live id (`$name`, `${…}`) is no name a statement can write.
                    if let id = node.scalarText, !id.hasPrefix("$"), !id.contains("${") {
                        views[id, default: []].append(
                            View(
                                component: component, scrolls: catalog.scrolls(component),
                                isRepeated: repeated))
                    }
                case .value:
                    break
                case .nodes(let nodes):
                    // A slot whose closure is given an item (a list's cell) holds a view per item.
                    let perItem = !(catalog.slot(named: property.name.text, of: component)?.params.isEmpty ?? true)
                    nodes.forEach { collect($0, repeated: repeated || perItem, catalog: catalog) }
                }
            }
        case .list, .primary, .empty:
            break
        }
    }
}
