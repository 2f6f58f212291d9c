import ConstruktRuntime

/// ConstruktKit's Screen and the app around it: the overlay behind everything, the custom
/// navigation bar from the top of the screen, under the status bar as Builder+Screen.swift's
/// stack puts it (a view in it written `safeArea: true` keeps below), the content below the bar
/// (or filling the screen under it when `contentUnderNavBar` is false) down to the bottom edge;
/// a tab bar (49 points and the bottom safe area) for an app with tabs. The status bar's time and
/// the home indicator are drawn over it, as on a device.
extension LayoutEngine {
    static let tabBarHeight = 49.0

    func placeScreen(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        var barBottom = frame.y
        for (index, child) in node.children.enumerated() where child.slot == "overlay" {
            place(child, in: embeddedFrame(of: child, in: frame), path: path + [index], canvas: &canvas)
        }
        let underBar = node.styleValue("contentUnderNavBar") != .bool(false)
        var barFrames: [(Int, Rect)] = []
        for (index, child) in node.children.enumerated() where child.slot == "navigationBar" && !child.isHidden {
            // Over the content, the bar is embedded in a container, so its own `safeArea: true` counts.
            let guide = underBar ? barBottom : max(barBottom, safeAreaGuide(for: child, in: frame).y)
            let height = measure(child, width: frame.width).height + safeAreaAllowance(child, top: guide)
            barFrames.append((index, Rect(x: frame.x, y: guide, width: frame.width, height: height)))
            barBottom = guide + height
        }
        let contentTop = underBar ? barBottom : frame.y
        let content = Rect(x: frame.x, y: contentTop, width: frame.width, height: frame.maxY - contentTop)
        for (index, child) in node.children.enumerated() where child.slot == "content" {
            place(child, in: embeddedFrame(of: child, in: content), path: path + [index], canvas: &canvas)
        }
        for (index, barFrame) in barFrames {
            place(node.children[index], in: barFrame, path: path + [index], canvas: &canvas)
        }
    }

    /// An app's tree: the screen on top (in a page sheet over a dimmed screen when it is
    /// presented as one), under UIKit's navigation bar unless the app hides it,
    /// above the tab bar when the app shows one (not while a screen pushed with `hidesTabBar`
    /// hides it, when the screen takes the whole height).
    func placeApp(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        let tabs = node.children.firstIndex { $0.kind == "tabs" && !$0.isHidden }
        let barHeight = tabs == nil ? 0 : Self.tabBarHeight + device.safeArea.bottom
        canvas.add(.rect(frame, fill: color("systemBackground"), stroke: nil, lineWidth: 0, radius: 0))
        let sheet = node.attributes["sheet"].map(\.interpolated).map { sheetFrame(detent: $0, in: frame) }
        let stackEngine = sheet == nil ? self : inSheet
        let stackFrame = sheet ?? frame
        if let sheet {
            canvas.add(.rect(frame, fill: RGBAColor(0, 0, 0, 0.4), stroke: nil, lineWidth: 0, radius: 0))
            canvas.add(.beginGroup(clip: sheet, radius: Self.sheetCornerRadius, opacity: 1))
            canvas.add(.rect(sheet, fill: sheetBackground, stroke: nil, lineWidth: 0, radius: 0))
        }
        let navigationBar = node.children.firstIndex { $0.kind == "navigationBar" }
        let screenEngine = navigationBar == nil ? stackEngine : stackEngine.underNavigationBar
        for (index, child) in node.children.enumerated() where child.kind != "tabs" && child.kind != "navigationBar" {
            screenEngine.place(
                child,
                in: Rect(
                    x: stackFrame.x, y: stackFrame.y, width: stackFrame.width, height: stackFrame.height - barHeight),
                path: path + [index], canvas: &canvas)
        }
        if let navigationBar {
            stackEngine.placeNavigationBar(
                node.children[navigationBar], over: node, in: stackFrame, path: path + [navigationBar],
                canvas: &canvas)
        }
        if sheet != nil { canvas.add(.endGroup) }
        guard let tabs else { return }
        let bar = Rect(x: frame.x, y: frame.maxY - barHeight, width: frame.width, height: barHeight)
        canvas.record(bar, at: path + [tabs])
        // The tab bar's look (Docs/language.md, A routes file: `tabBar:`), else UIKit's.
        let look = { (name: String) in
            node.children[tabs].attributes[name].flatMap { RuntimeNode.color(StyleValue($0), in: appearance) }
        }
        canvas.add(
            .rect(
                bar,
                fill: look("background")
                    ?? (appearance == .light ? RGBAColor(249, 249, 249, 0.94) : RGBAColor(22, 22, 22, 0.94)),
                stroke: nil, lineWidth: 0, radius: 0))
        canvas.add(.line(x1: bar.x, y1: bar.y, x2: bar.maxX, y2: bar.y, color: color("separator"), width: 0.5))
        let items = node.children[tabs].children
        let width = bar.width / Double(max(1, items.count))
        let selectedTint = look("tint") ?? color("systemBlue")
        let unselectedTint = look("unselectedTint") ?? color("systemGray")
        for (index, item) in items.enumerated() {
            let itemFrame = Rect(x: bar.x + width * Double(index), y: bar.y, width: width, height: Self.tabBarHeight)
            canvas.record(itemFrame, at: path + [tabs, index])
            let tint = item.attributes["selected"] == .bool(true) ? selectedTint : unselectedTint
            let icon = item.attributes["icon"].map(\.interpolated) ?? ""
            drawSymbol(
                icon, in: Rect(x: itemFrame.x + (width - 24) / 2, y: itemFrame.y + 5, width: 24, height: 24),
                color: tint, canvas: &canvas)
            let title = item.shownText ?? ""
            canvas.add(
                .text(
                    TextMeasurer.truncated(title, font: Self.tabFont, width: width - 4, force: false),
                    x: itemFrame.x + width / 2, baseline: itemFrame.y + 43,
                    font: Self.tabFont, color: tint, anchor: .middle))
        }
    }

    private static let tabFont = TextFont(size: 10, weight: .medium)

    /// The status bar's time and battery, and the home indicator, over the screen.
    func drawDeviceChrome(canvas: inout Canvas) {
        let label = color("label")
        let statusFont = TextFont(size: device.safeArea.top > 30 ? 17 : 12, weight: .semibold)
        let middle = device.safeArea.top > 30 ? 32.0 : device.safeArea.top / 2
        let timeX = device.safeArea.top > 30 ? device.size.width * 0.17 : device.size.width / 2
        canvas.add(
            .text(
                "9:41", x: timeX, baseline: middle + statusFont.size * 0.35, font: statusFont, color: label,
                anchor: .middle))
        let battery = Rect(
            x: device.size.width - (device.safeArea.top > 30 ? 62 : 36), y: middle - 6, width: 25, height: 12)
        canvas.add(.rect(battery, fill: nil, stroke: label.withAlpha(0.4), lineWidth: 1, radius: 3.5))
        canvas.add(
            .rect(
                battery.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)), fill: label, stroke: nil,
                lineWidth: 0, radius: 1.5))
        if device.hasHomeIndicator {
            let width = min(134, device.size.width * 0.35)
            canvas.add(
                .rect(
                    Rect(x: (device.size.width - width) / 2, y: device.size.height - 8 - 5, width: width, height: 5),
                    fill: label, stroke: nil, lineWidth: 0, radius: 2.5))
        }
    }
}
