import ConstruktRuntime

/// ScrollView and VerticalScrollView: the content, inset by the scroll view's `padding`, is as
/// wide as the scroll view (as wide as it fits in one with `fitsContentHeight`) and as tall as it
/// fits, below UIKit's automatic inset under the status bar, drawn from the offset its
/// `scrollOffset` state holds, or without one, the offset a `scroll` step dragged it to (UIKit's
/// `contentOffset.y` from rest, kept between the top and the content's end), and clipped to the
/// scroll view.
extension LayoutEngine {
    func placeScroll(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        let contentHeight = scrollContentHeight(node)
        let adjusted = adjustedContentInsets(
            of: node, in: frame, scrollsVertically: !fitsContentHeight(node) && contentHeight > frame.height)
        let area = frame.inset(by: node.insets("padding")).inset(by: adjusted)
        let offset = min(scrollOffset(of: node), max(0, contentHeight + adjusted.vertical - frame.height))
        canvas.add(.beginGroup(clip: frame, radius: 0, opacity: 1))
        for (index, child) in node.children.enumerated() where !child.isHidden {
            let margins = child.insets("margins")
            let width = contentWidth(of: child, in: node, available: area.width - margins.horizontal)
            let height = measure(child, width: width).height
            place(
                child,
                in: Rect(x: area.x + margins.left, y: area.y + margins.top - offset, width: width, height: height),
                path: path + [index], canvas: &canvas)
        }
        canvas.add(.endGroup)
    }

    /// How far the view is scrolled down: its `scrollOffset` state's value, or the offset it was
    /// dragged to (which the runtime puts in the same place), none above the top.
    func scrollOffset(of node: RuntimeNode) -> Double {
        max(0, node.number("scrollOffset") ?? 0)
    }

    /// Whether the scroll view is as tall as its content (`fitsContentHeight: true`).
    func fitsContentHeight(_ node: RuntimeNode) -> Bool {
        node.styleValue("fitsContentHeight") == .bool(true)
    }

    /// The height of the scroll view's content with its inset: its tallest view at its fitting size.
    func scrollContentHeight(_ node: RuntimeNode) -> Double {
        let tallest = node.children.filter { !$0.isHidden }.map { child in
            measure(child, width: nil).height + child.insets("margins").vertical
        }.max()
        return (tallest ?? 0) + node.insets("padding").vertical
    }

    /// How wide a view of the scroll view's content is laid out: as wide as the scroll view, or,
    /// in one as tall as its content (which scrolls sideways), as wide as it fits.
    private func contentWidth(of child: RuntimeNode, in node: RuntimeNode, available: Double) -> Double {
        fitsContentHeight(node) ? measure(child, width: nil).width : available
    }
}
