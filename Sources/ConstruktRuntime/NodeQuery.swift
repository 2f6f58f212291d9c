/// What a scenario finder asks for (Docs/language.md, A scenario file): nodes whose `text` attribute is exactly
/// `text`, whose `id` is `id`, whose component is `type`; `index` picks the n-th match (0-based) in
/// tree order. Only visible nodes match: not hidden, with no hidden ancestor.
public struct NodeQuery: Hashable, Sendable, CustomStringConvertible {
    public var text: String?
    public var id: String?
    public var type: String?
    public var index: Int?

    public init(text: String? = nil, id: String? = nil, type: String? = nil, index: Int? = nil) {
        self.text = text
        self.id = id
        self.type = type
        self.index = index
    }

    /// Whether the node itself fits the query (visibility aside).
    public func matches(_ node: RuntimeNode) -> Bool {
        if let text, node.attributes["text"].map({ $0.interpolated == text && $0 != .null }) != true { return false }
        if let id, node.attributes["id"].map({ $0.interpolated == id && $0 != .null }) != true { return false }
        if let type, node.type != type { return false }
        return true
    }

    /// The query as a scenario writes it: `{ text: "Taps: 0", index: 1 }`.
    public var description: String {
        var parts: [String] = []
        if let text { parts.append("text: \(RuntimeValue.string(text))") }
        if let id { parts.append("id: \(id)") }
        if let type { parts.append("type: \(type)") }
        if let index { parts.append("index: \(index)") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }
}

/// A node a query found, and the child indices that lead to it from the root.
public struct FoundNode: Sendable {
    public var node: RuntimeNode
    public var path: [Int]
}

extension RuntimeNode {
    /// Every visible node matching the query's text, id and type, in tree order (its `index` is
    /// not applied).
    public func visibleMatches(_ query: NodeQuery) -> [FoundNode] {
        guard !isHidden else { return [] }
        var found: [FoundNode] = query.matches(self) ? [FoundNode(node: self, path: [])] : []
        for (position, child) in children.enumerated() {
            found += child.visibleMatches(query).map { FoundNode(node: $0.node, path: [position] + $0.path) }
        }
        return found
    }

    /// The visible node the query picks: the match at its `index`, or the first. The search stops
    /// at that match, so finding a node near the top of a large tree is quick.
    public func find(_ query: NodeQuery) -> FoundNode? {
        var skipped = query.index ?? 0
        guard skipped >= 0 else { return nil }
        var path: [Int] = []
        return visibleMatch(query, skipping: &skipped, path: &path)
    }

    /// The first visible match here or below after `skipping` earlier ones, which it counts down.
    private func visibleMatch(_ query: NodeQuery, skipping: inout Int, path: inout [Int]) -> FoundNode? {
        guard !isHidden else { return nil }
        if query.matches(self) {
            if skipping == 0 { return FoundNode(node: self, path: path) }
            skipping -= 1
        }
        for position in children.indices {
            path.append(position)
            if let found = children[position].visibleMatch(query, skipping: &skipping, path: &path) { return found }
            path.removeLast()
        }
        return nil
    }

    /// The nodes from the root to the node at `path`, both included.
    func nodes(along path: [Int]) -> [RuntimeNode] {
        var nodes = [self]
        for position in path { nodes.append(nodes.last!.children[position]) }
        return nodes
    }

    /// The line of the node at `path` in the tree's text (0 for the root).
    func lineNumber(of path: [Int]) -> Int {
        guard let first = path.first else { return 0 }
        return 1 + children[..<first].map(\.allNodes.count).reduce(0, +)
            + children[first].lineNumber(of: Array(path.dropFirst()))
    }

    /// Every node in tree order, hidden ones included.
    var allNodes: [RuntimeNode] {
        var nodes: [RuntimeNode] = []
        collect(into: &nodes)
        return nodes
    }

    private func collect(into nodes: inout [RuntimeNode]) {
        nodes.append(self)
        for child in children { child.collect(into: &nodes) }
    }
}
