/// A view that holds content (a text, an image, or views that do) and is laid out zero wide or
/// high, so none of it can be seen: what `construkt-gen test` warns of (Docs/language.md, A
/// scenario file, "Layout").
public struct CollapsedView: Hashable, Sendable {
    /// Where it is in the tree (child indices from the root).
    public var path: [Int]
    /// The node in one line, as a failure's tree shows it: `scroll ScrollView id="cast"`.
    public var summary: String
    /// Its component and accessibility identifier: the cells of one list are one kind.
    public var kind: String
    public var layout: NodeLayout

    public init(path: [Int], node: RuntimeNode, layout: NodeLayout) {
        self.path = path
        summary = ExpectationCheck.summary(of: node)
        kind = node.type + (node.attributes["id"].map { " id=\($0.interpolated)" } ?? "")
        self.layout = layout
    }

    /// What `test` says of it.
    public var warning: String {
        "the \(summary) holds content and is laid out at \(layout), so none of it can be seen: give it a size, or the room it needs in the views around it (a scroll view in a scrolling stack has no height of its own)"
    }
}
