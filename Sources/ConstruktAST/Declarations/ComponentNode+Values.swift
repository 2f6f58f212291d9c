import ConstruktDiagnostics
import ConstruktYAML

extension ComponentNode {
    /// Every value node of the tree in source order, with the property it belongs to (`nil` for a
    /// primary value, an `if` condition, a `forEach` list or a `switch` value). Nested nodes are visited in turn.
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
        case .component(_, .primary(let value)), .component(_, .list(let value)):
            visit(value, nil)
        case .component(_, .empty):
            break
        case .conditional(let condition, let then, let otherwise):
            visit(condition, nil)
            then.forEach { $0.forEachValue(visit) }
            otherwise.forEach { $0.forEachValue(visit) }
        case .forEach(let items, _, _, let body):
            visit(items, nil)
            body.forEach { $0.forEachValue(visit) }
        case .switchOver(let syntax):
            visit(syntax.subject, nil)
            for branch in syntax.cases { branch.body.forEach { $0.forEachValue(visit) } }
            syntax.fallback?.body.forEach { $0.forEachValue(visit) }
        case .slot:
            break
        }
    }
}

extension ComponentNode {
    /// Whether a value is written as component nodes (one node, or a non-empty list of them).
    public static func looksLikeNodes(_ value: YAMLNode) -> Bool {
        SyntaxReader.looksLikeNodes(value)
    }

    /// Reads a value written as nodes (a slot inside a section or cell entry, which the file reader
    /// keeps as a plain value until the catalog says it is a slot).
    public static func read(_ value: YAMLNode, in file: SourceFile) -> (
        nodes: [ComponentNode], diagnostics: [Diagnostic]
    ) {
        var reader = SyntaxReader(file: file)
        let nodes = reader.nodes(value)
        return (nodes, reader.diagnostics)
    }
}
