import ConstruktRuntime

/// VStackView and HStackView: UIStackView with its axis, spacing (a vertical stack's default is
/// the system spacing, 8; a horizontal one's 0), alignment (fill by default) and distribution
/// (fill by default); hidden arranged views take no space and no spacing.
extension LayoutEngine {
    func stackSize(_ node: RuntimeNode, width: Double?) -> Size {
        let shown = node.children.filter { !$0.isHidden }
        guard !shown.isEmpty else { return .zero }
        let spacing = stackSpacing(node) * Double(shown.count - 1)
        if node.isVerticalStack {
            let sizes = shown.map { measure($0, width: width) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(spacing) { $0 + $1.height })
        }
        let natural = shown.map { measure($0, width: nil).width }
        let total = natural.reduce(spacing, +)
        let length = width.map { min($0, total) } ?? total
        let segments = StackArithmetic.arrange(
            arranged(shown, natural, along: .horizontal), in: length, spacing: stackSpacing(node),
            distribution: distribution(node))
        let heights = zip(shown, segments).map { measure($0, width: $1.length).height }
        return Size(width: length, height: heights.max() ?? 0)
    }

    func placeStack(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        let shown = node.children.indices.filter { !node.children[$0].isHidden }
        guard !shown.isEmpty else { return }
        let children = shown.map { node.children[$0] }
        let vertical = node.isVerticalStack
        let alignment = StackAlignment(rawValue: node.name("alignment") ?? "fill") ?? .fill
        let crossLength = vertical ? frame.width : frame.height
        let lengths =
            vertical
            ? children.map { measure($0, width: frame.width).height } : children.map { measure($0, width: nil).width }
        let segments = StackArithmetic.arrange(
            arranged(children, lengths, along: vertical ? .vertical : .horizontal),
            in: vertical ? frame.height : frame.width,
            spacing: stackSpacing(node), distribution: distribution(node))
        for (position, segment) in segments.enumerated() {
            let child = children[position]
            let crossNatural: Double
            if vertical {
                crossNatural = measure(child, width: frame.width).width
            } else {
                crossNatural = measure(child, width: segment.length).height
            }
            let hasFixedCross = vertical ? child.widthConstraint != nil : child.heightConstraint != nil
            let cross = StackArithmetic.align(
                crossNatural, across: crossLength, alignment: hasFixedCross && alignment == .fill ? .leading : alignment
            )
            let childFrame =
                vertical
                ? Rect(
                    x: frame.x + cross.origin, y: frame.y + segment.origin, width: cross.length, height: segment.length)
                : Rect(
                    x: frame.x + segment.origin, y: frame.y + cross.origin, width: segment.length, height: cross.length)
            place(child, in: childFrame, path: path + [shown[position]], canvas: &canvas)
        }
    }

    private func arranged(_ children: [RuntimeNode], _ lengths: [Double], along axis: Axis) -> [ArrangedItem] {
        zip(children, lengths).map { child, length in
            ArrangedItem(length: length, isFlexible: isFlexible(child, along: axis), yieldsFirst: yieldsFirst(child))
        }
    }

    /// What `UIStackView.spacingUseSystem` comes to between two views, which 1.2.6's VStackView and
    /// HStackView both start with (HStackView even ignores its `spacing:` argument).
    static let systemSpacing = 8.0

    private func stackSpacing(_ node: RuntimeNode) -> Double {
        node.number("spacing") ?? Self.systemSpacing
    }

    private func distribution(_ node: RuntimeNode) -> StackDistribution {
        StackDistribution(rawValue: node.name("distribution") ?? "fill") ?? .fill
    }
}
