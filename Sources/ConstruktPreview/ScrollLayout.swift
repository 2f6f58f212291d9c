import ConstruktRuntime

/// ScrollView and VerticalScrollView: the content, inset by the scroll view's `padding`, is as
/// wide as the scroll view and as tall as it fits, drawn from the top (scrolled to the start)
/// and clipped to the scroll view.
extension LayoutEngine {
    func placeScroll(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        let inset = node.insets("padding")
        let area = frame.inset(by: inset)
        canvas.add(.beginGroup(clip: frame, radius: 0, opacity: 1))
        for (index, child) in node.children.enumerated() where !child.isHidden {
            let margins = child.insets("margins")
            let width = area.width - margins.horizontal
            let height = measure(child, width: width).height
            place(
                child, in: Rect(x: area.x + margins.left, y: area.y + margins.top, width: width, height: height),
                path: path + [index], canvas: &canvas)
        }
        canvas.add(.endGroup)
    }
}
