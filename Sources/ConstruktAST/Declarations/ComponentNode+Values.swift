import ConstruktYAML

extension ComponentNode {
    /// Every value node of the tree in source order, with the property it belongs to (`nil` for a
    /// primary value, an `if` condition or a `forEach` list). Nested nodes are visited in turn.
    public func forEachValue(_ visit: (YAMLNode, _ property: String?) -> Void) {
        switch kind {
        case .component(_, .properties(let properties)):
            for property in properties {
                switch property.value {
                case .nodes(let nodes): nodes.forEach { $0.forEachValue(visit) }
                case .value(let node): visit(node, property.name.text)
                }
            }
        case .component(_, .children(let children)):
            children.forEach { $0.forEachValue(visit) }
        case .component(_, .primary(let value)):
            visit(value, nil)
        case .component(_, .empty):
            break
        case .conditional(let condition, let then, let otherwise):
            visit(condition, nil)
            (then + otherwise).forEach { $0.forEachValue(visit) }
        case .forEach(let items, _, let body):
            visit(items, nil)
            body.forEach { $0.forEachValue(visit) }
        }
    }
}
