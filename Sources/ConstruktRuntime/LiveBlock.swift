/// A block of sibling pieces of the live tree built under the same loop variables: a plain slot's
/// nodes, the chosen branch of an `if` or `switch`, one item of a `forEach` or list, one shimmer placeholder.
struct LiveBlock: Sendable {
    let tag: BlockTag
    /// For a loop's block: its loop variable and item.
    let variable: String?
    private(set) var item: RuntimeValue?
    /// For a `forEach` that names its index: that name and the block's position among the items.
    let index: String?
    private(set) var position: Int?
    /// For a switch case's block: its payload fields by name.
    private(set) var bound: [String: RuntimeValue]
    private(set) var pieces: [LivePiece]
    private(set) var count: Int
    private(set) var summary: Set<String>

    /// Builds the pieces of `sources`, with `variable` bound to `item` (and `index` to `position`)
    /// for a loop's block.
    static func build(
        _ sources: [PieceSource], tag: BlockTag, variable: String? = nil, item: RuntimeValue? = nil,
        index: String? = nil, position: Int? = nil,
        bound: [String: RuntimeValue] = [:], in parent: TreeEnvironment, context: inout TreeContext
    ) throws -> (LiveBlock, [RuntimeNode]) {
        let environment = Self.environment(
            tag: tag, variable: variable, item: item, index: index, position: position, bound: bound, in: parent)
        var pieces: [LivePiece] = []
        var nodes: [RuntimeNode] = []
        for (position, source) in sources.enumerated() {
            let (piece, built) = try LivePiece.build(source, in: environment.at(".\(position)"), context: &context)
            pieces.append(piece)
            nodes += built
        }
        var block = LiveBlock(
            tag: tag, variable: variable, item: item, index: index, position: position, bound: bound, pieces: pieces,
            count: 0, summary: [])
        block.summarize()
        return (block, nodes)
    }

    /// Gives a loop's block its item again: when the item changed (same key, new value) its loop
    /// variable is added to what changed for the block, `changed`.
    mutating func rebind(
        item: RuntimeValue, position: Int?, changes changed: inout Set<String>, in parent: TreeEnvironment
    ) {
        if let index, position != self.position {
            changed.insert(parent.scoped(index))
            self.position = position
        }
        guard let variable, item != self.item else { return }
        changed.insert(parent.scoped(variable))
        self.item = item
    }

    /// Gives a kept switch branch's block the payload of its case again: each field whose value
    /// changed is added to what changed for the block, `changed`.
    mutating func rebind(
        bound payload: [String: RuntimeValue], changes changed: inout Set<String>, in parent: TreeEnvironment
    ) {
        for (field, value) in payload where bound[field] != value {
            changed.insert(parent.scoped(field))
        }
        bound = payload
    }

    /// Brings the block's nodes, from `offset` in `nodes`, up to date after `changed` changed.
    mutating func update(
        _ nodes: inout [RuntimeNode], at offset: Int, in parent: TreeEnvironment, changed: Set<String>,
        context: inout TreeContext
    ) throws {
        guard !summary.isDisjoint(with: changed) else { return }
        let environment = Self.environment(
            tag: tag, variable: variable, item: item, index: index, position: position, bound: bound, in: parent)
        var start = offset
        for position in pieces.indices {
            try pieces[position].update(
                &nodes, at: start, in: environment.at(".\(position)"), changed: changed, context: &context)
            start += pieces[position].count
        }
        summarize()
    }

    /// The `component:` instances in the block.
    var instances: [Int] {
        pieces.flatMap(\.instances)
    }

    /// The nodes in the block that kept `switch` branches hold aside.
    var keptAsideNodes: [RuntimeNode] {
        pieces.flatMap(\.keptAsideNodes)
    }

    private mutating func summarize() {
        count = pieces.reduce(0) { $0 + $1.count }
        summary = pieces.reduce(into: []) { $0.formUnion($1.summary) }
    }

    private static func environment(
        tag: BlockTag, variable: String?, item: RuntimeValue?, index: String?, position: Int?,
        bound: [String: RuntimeValue], in parent: TreeEnvironment
    ) -> TreeEnvironment {
        var environment = parent.at(tag.description)
        environment.locals.merge(bound) { _, new in new }
        if let variable { environment.locals[variable] = item }
        if let index, let position { environment.locals[index] = .int(position) }
        return environment
    }
}
