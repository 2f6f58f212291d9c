import ConstruktRuntime

/// ContainerView (and ZStackView, GeometryReader, BlurView's vibrancy, a user component, a cell):
/// children overlay each other in order, each filling the container inset by its `margins`, or
/// at its fitting size where its `position` puts it.
extension LayoutEngine {
    /// The kinds of node that lay their views over each other, each embedded in their bounds.
    static let overlayKinds: Set<String> = ["container", "component", "cell", "header", "footer", "blur"]

    func overlaySize(_ node: RuntimeNode, width: Double?) -> Size {
        node.children.filter { !$0.isHidden }.reduce(Size.zero) { size, child in
            let margins = child.insets("margins")
            let fitted = measure(child, width: width.map { max(0, $0 - margins.horizontal) })
            return Size(
                width: max(size.width, fitted.width + margins.horizontal),
                height: max(size.height, fitted.height + margins.vertical))
        }
    }

    func placeOverlay(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        for (index, child) in node.children.enumerated() {
            place(child, in: embeddedFrame(of: child, in: frame), path: path + [index], canvas: &canvas)
        }
    }

    /// Where an embedded view goes: inset by its margins, filling, or at its fitting size placed by
    /// its `position`.
    func embeddedFrame(of child: RuntimeNode, in frame: Rect) -> Rect {
        let area = safeAreaGuide(for: child, in: frame).inset(by: child.insets("margins"))
        let position = child.name("position") ?? "fill"
        guard position != "fill" else { return area }
        let fitted = measure(child, width: area.width)
        let lower = position.lowercased()
        let x: Double
        if lower.hasSuffix("left") || position == "left" {
            x = area.x
        } else if lower.hasSuffix("right") || position == "right" {
            x = area.maxX - fitted.width
        } else if position == "top" || position == "bottom" {
            return Rect(
                x: area.x, y: position == "top" ? area.y : area.maxY - fitted.height, width: area.width,
                height: fitted.height)
        } else {
            x = area.x + (area.width - fitted.width) / 2
        }
        let y: Double
        if lower.hasPrefix("top") {
            y = area.y
        } else if lower.hasPrefix("bottom") {
            y = area.maxY - fitted.height
        } else {
            y = area.y + (area.height - fitted.height) / 2
        }
        if position == "left" || position == "right" {
            return Rect(x: x, y: area.y, width: fitted.width, height: area.height)
        }
        return Rect(x: x, y: y, width: fitted.width, height: fitted.height)
    }
}
