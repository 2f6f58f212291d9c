import ConstruktRuntime

/// UIKit's navigation bar, which every stack of an app shows unless its routes file says
/// `hidesNavigationBar: true`: 44 points below the status bar, the screen's view running under it
/// (a translucent bar extends the layout under it) with its safe area's top at the bar's bottom.
/// At rest it shows iOS 15's scroll-edge appearance, no background: a back button ("‹ Back",
/// in the tint) above the stack's root and the screen's `navigation:` title, centred.
extension LayoutEngine {
    static let navigationBarHeight = 44.0

    /// This engine for the screen under the bar: its safe area's top at the bar's bottom.
    var underNavigationBar: LayoutEngine {
        var device = device
        device.safeArea.top += Self.navigationBarHeight
        return LayoutEngine(device: device, appearance: appearance)
    }

    func placeNavigationBar(
        _ bar: RuntimeNode, over app: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas
    ) {
        let barFrame = Rect(
            x: frame.x, y: frame.y + device.safeArea.top, width: frame.width, height: Self.navigationBarHeight)
        canvas.record(barFrame, at: path)
        let middle = barFrame.y + barFrame.height / 2
        if bar.attributes["back"] == .bool(true) {
            drawText(
                "‹ Back", font: Self.barButtonFont, color: color("systemBlue"), lines: 1, alignment: "left",
                in: Rect(x: barFrame.x + 8, y: barFrame.y, width: 80, height: barFrame.height), canvas: &canvas)
        }
        if let title = app.children.first.flatMap(navigationTitle), !title.isEmpty {
            canvas.add(
                .text(
                    TextMeasurer.truncated(
                        title, font: Self.barTitleFont, width: barFrame.width - 2 * 96, force: false),
                    x: barFrame.x + barFrame.width / 2, baseline: middle + Self.barTitleFont.size * 0.35,
                    font: Self.barTitleFont, color: color("label"), anchor: .middle))
        }
    }

    /// The title a view of the screen gives its hosting view controller (`navigation:`), the first found.
    private func navigationTitle(_ node: RuntimeNode) -> String? {
        if let value = node.style["navigation"], value != .null { return value.interpolated }
        return node.children.lazy.compactMap(navigationTitle).first
    }

    private static let barTitleFont = TextFont(size: 17, weight: .semibold)
    private static let barButtonFont = TextFont(size: 17, weight: .regular)
}
