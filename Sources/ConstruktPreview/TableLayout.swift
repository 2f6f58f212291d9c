import ConstruktRuntime

/// TableView (plain style): self-sizing rows, each at least 44 points high, one below the other
/// from the top (below UIKit's automatic inset under the status bar: a table always scrolls
/// vertically), with a separator inset 16 points from the leading edge between rows; clipped to
/// the view.
extension LayoutEngine {
    func placeTable(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        canvas.add(.beginGroup(clip: frame, radius: 0, opacity: 1))
        var y = frame.y + adjustedContentInsets(of: node, in: frame, scrollsVertically: true).top
        for (index, row) in node.children.enumerated() where !row.isHidden {
            let height = max(44, measure(row, width: frame.width).height)
            place(
                row, in: Rect(x: frame.x, y: y, width: frame.width, height: height), path: path + [index],
                canvas: &canvas)
            y += height
            canvas.add(
                .line(
                    x1: frame.x + 16, y1: y - 0.25, x2: frame.maxX, y2: y - 0.25, color: color("separator"), width: 0.5)
            )
            if y > frame.maxY { break }
        }
        canvas.add(.endGroup)
    }
}
