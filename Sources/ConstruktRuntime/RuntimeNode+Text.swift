extension RuntimeNode {
    /// The tree as text, one node per line, children indented by two spaces: the node kind, the
    /// component, then the written attributes in name order (`items` is left out: the rows are the
    /// children). Catalog defaults are not shown. The format stays stable: a parity test compares
    /// it with the tree recorded from the generated Swift.
    public var text: String {
        lines(depth: 0).joined(separator: "\n") + "\n"
    }

    func lines(depth: Int) -> [String] {
        let shown = attributes.keys.filter { !defaulted.contains($0) && $0 != "items" }.sorted()
        let line =
            String(repeating: "  ", count: depth)
            + ([kind, type] + shown.map { "\($0)=\(attributes[$0]!)" }).joined(separator: " ")
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
