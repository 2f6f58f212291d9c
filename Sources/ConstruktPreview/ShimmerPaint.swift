import ConstruktRuntime

/// What a section's shimmer paints while it loads (Docs/language.md, Loading placeholders): in
/// 1.2.6 each `shimmerable` view of a placeholder cell, and of the section's header and footer
/// with `includeSupplementary: true`, is covered by a shimmer layer, rounded 8 points, in its
/// `bgColor` (white 0.9 unless said). The preview draws that layer, without its moving sheen, over
/// the view: `marked` gives each such view a `shimmerPaint` style, which `place` draws last.
enum ShimmerPaint {
    /// The style that holds the colour a view is painted over in.
    static let style = "shimmerPaint"
    /// 1.2.6's default background of a shimmer, white 0.9.
    static let defaultColor = RuntimeValue.string("#E6E6E6")

    /// The tree with every shimmering view marked.
    static func marked(_ node: RuntimeNode) -> RuntimeNode {
        var node = node
        let loading = node.children.contains { $0.slot == "shimmer" }
        let supplementary = loading && node.style["shimmer.includeSupplementary"] == .bool(true)
        node.children = node.children.map { child in
            let shimmers =
                loading && child.slot == "shimmer" || supplementary && ["header", "footer"].contains(child.slot)
            return shimmers ? painted(child) : marked(child)
        }
        return node
    }

    /// The subtree with its shimmerable views marked with their colours.
    private static func painted(_ node: RuntimeNode) -> RuntimeNode {
        var node = node
        if let color = color(of: node) { node.style[style] = color }
        node.children = node.children.map(painted)
        return node
    }

    /// What a view written `shimmerable: true` or `{ when: true, bgColor: … }` is painted in: the
    /// default colour, or the written value, whose `bgColor` `color(of:in:)` reads.
    private static func color(of node: RuntimeNode) -> RuntimeValue? {
        guard let written = node.style["shimmerable"] else { return nil }
        switch StyleValue(written) {
        case .bool(true): return defaultColor
        case let value where value["when"] == .bool(true): return value["bgColor"] == nil ? defaultColor : written
        default: return nil
        }
    }
}

extension LayoutEngine {
    /// Draws the shimmer layer over a view `ShimmerPaint` marked.
    func drawShimmerPaint(_ node: RuntimeNode, in frame: Rect, canvas: inout Canvas) {
        guard let paint = node.styleValue(ShimmerPaint.style),
            let fill = paint["bgColor"].flatMap({ RuntimeNode.color($0, in: appearance) })
                ?? RuntimeNode.color(paint, in: appearance)
        else { return }
        canvas.add(.rect(frame, fill: fill, stroke: nil, lineWidth: 0, radius: 8))
    }
}
