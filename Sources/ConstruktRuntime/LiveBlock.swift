/// A block of sibling pieces of the live tree built under the same loop variables: a plain slot's
/// nodes, the chosen branch of an `if`, one item of a `forEach` or list, one shimmer placeholder.
struct LiveBlock: Sendable {
    /// What the block stands for in its run: the item's key in a loop, the branch of an `if`, the
    /// placeholder's position; part of the address of everything in it.
    let tag: String
    /// For a loop's block: its item.
    private(set) var item: RuntimeValue?
    /// The loop variables the block adds.
    private(set) var bindings: [String: RuntimeValue]
    private(set) var pieces: [LivePiece]
    private(set) var count: Int
    private(set) var summary: Set<String>

    /// Builds the pieces of `sources` under `bindings`.
    static func build(_ sources: [PieceSource], tag: String, item: RuntimeValue? = nil, bindings: [String: RuntimeValue] = [:],
                      in parent: TreeEnvironment, context: inout TreeContext) throws -> (LiveBlock, [RuntimeNode]) {
        let environment = Self.environment(tag: tag, bindings: bindings, in: parent)
        var pieces: [LivePiece] = []
        var nodes: [RuntimeNode] = []
        for (position, source) in sources.enumerated() {
            let (piece, built) = try LivePiece.build(source, in: environment.at(".\(position)"), context: &context)
            pieces.append(piece)
            nodes += built
        }
        var block = LiveBlock(tag: tag, item: item, bindings: bindings, pieces: pieces, count: 0, summary: [])
        block.summarize()
        return (block, nodes)
    }

    /// Gives a loop's block its item again: when the item changed (same key, new value) the names
    /// of its loop variables are added to what changed for the block, with `changes`.
    mutating func rebind(item: RuntimeValue, bindings: [String: RuntimeValue], changes changed: inout Set<String>, in parent: TreeEnvironment) {
        guard item != self.item || bindings != self.bindings else { return }
        for (name, value) in bindings where self.bindings[name] != value { changed.insert(parent.scoped(name)) }
        self.item = item
        self.bindings = bindings
    }

    /// Brings the block's nodes, from `offset` in `nodes`, up to date after `changed` changed.
    mutating func update(_ nodes: inout [RuntimeNode], at offset: Int, in parent: TreeEnvironment, changed: Set<String>, context: inout TreeContext) throws {
        guard !summary.isDisjoint(with: changed) else { return }
        let environment = Self.environment(tag: tag, bindings: bindings, in: parent)
        var start = offset
        for position in pieces.indices {
            try pieces[position].update(&nodes, at: start, in: environment.at(".\(position)"), changed: changed, context: &context)
            start += pieces[position].count
        }
        summarize()
    }

    /// The `component:` instances in the block.
    var instances: [Int] {
        pieces.flatMap(\.instances)
    }

    private mutating func summarize() {
        count = pieces.reduce(0) { $0 + $1.count }
        summary = pieces.reduce(into: []) { $0.formUnion($1.summary) }
    }

    private static func environment(tag: String, bindings: [String: RuntimeValue], in parent: TreeEnvironment) -> TreeEnvironment {
        var environment = parent.at(tag)
        if !bindings.isEmpty { environment.locals.merge(bindings) { _, new in new } }
        return environment
    }
}
