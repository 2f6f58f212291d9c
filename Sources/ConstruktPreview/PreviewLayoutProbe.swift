import ConstruktRuntime

/// The `LayoutProbe` `construkt-gen test` gives its scenarios: it lays the tree out on a device as
/// `preview` draws it, and says a node can take no touch when it, or a view above it, is zero
/// sized, or when it lies off the screen. As in UIKit's hit-testing, a touch reaches a view only
/// inside every view above it; a scroll view's content counts as reachable wherever it lies, as
/// scrolling brings it in, but for what a `scroll` step scrolled out above the view's top (the
/// preview draws a scroll view from its offset). A list's sections are no views (the preview
/// records them as a line where they start), so they bound nothing.
public struct PreviewLayoutProbe: LayoutProbe {
    public let device: Device

    public init(device: Device = .standard) {
        self.device = device
    }

    public func collapsedViews(in tree: RuntimeNode) -> [CollapsedView] {
        let picture = ScreenPicture(tree: tree, device: device)
        var found: [CollapsedView] = []
        func walk(_ node: RuntimeNode, at path: [Int]) {
            guard !node.isHidden else { return }
            if node.kind != "section", let frame = picture.frame(at: path), frame.width <= 0 || frame.height <= 0,
                Self.holdsContent(node)
            {
                found.append(
                    CollapsedView(
                        path: path, node: node,
                        layout: NodeLayout(
                            x: frame.x, y: frame.y, width: frame.width, height: frame.height, device: deviceName,
                            untouchable: nil)))
                return
            }
            for (index, child) in node.children.enumerated() { walk(child, at: path + [index]) }
        }
        walk(tree, at: [])
        return found
    }

    /// Whether the node shows something: a text, an image, or a visible child that does.
    private static func holdsContent(_ node: RuntimeNode) -> Bool {
        node.shownText.map { !$0.isEmpty } == true || node.attributes["image"].map { $0 != .null } == true
            || node.children.contains { !$0.isHidden && holdsContent($0) }
    }

    /// The device as a layout names it: `iPhone 15 (393 × 852)`.
    private var deviceName: String {
        "\(device.name) (\(NodeLayout.points(device.size.width)) × \(NodeLayout.points(device.size.height)))"
    }

    public func on(device name: String) -> any LayoutProbe {
        PreviewLayoutProbe(device: Device.named(name) ?? device)
    }

    public func layout(ofNodeAt path: [Int], in tree: RuntimeNode) -> NodeLayout? {
        let picture = ScreenPicture(tree: tree, device: device)
        guard let frame = picture.frame(at: path) else { return nil }
        return NodeLayout(
            x: frame.x, y: frame.y, width: frame.width, height: frame.height,
            device:
                "\(device.name) (\(NodeLayout.points(device.size.width)) × \(NodeLayout.points(device.size.height)))",
            untouchable: untouchable(frame, at: path, in: tree, picture: picture))
    }

    /// Why no touch reaches the node at `path`, placed at `frame`; `nil` when one does.
    private func untouchable(_ frame: Rect, at path: [Int], in tree: RuntimeNode, picture: ScreenPicture) -> String? {
        if let reason = Self.zeroSize(frame, of: "it") { return reason }
        var ancestors = [tree]
        for position in path.dropLast() { ancestors.append(ancestors[ancestors.count - 1].children[position]) }
        var reachable = frame
        for depth in stride(from: path.count - 1, through: 0, by: -1) {
            let ancestor = ancestors[depth]
            guard ancestor.kind != "section", let ancestorFrame = picture.frame(at: Array(path.prefix(depth))) else {
                continue
            }
            if let reason = Self.zeroSize(ancestorFrame, of: "its \(ancestor.type)") { return reason }
            let scrolls = ancestor.kind == "scroll" || ancestor.kind == "list"
            if scrolls, (ancestor.number("scrollOffset") ?? 0) > 0, reachable.maxY <= ancestorFrame.y {
                return "it is scrolled out of its \(ancestor.type), above it at \(Self.describe(ancestorFrame))"
            }
            reachable = scrolls ? ancestorFrame : reachable.intersection(ancestorFrame)
            if reachable.isEmpty { return "it lies outside its \(ancestor.type), at \(Self.describe(ancestorFrame))" }
        }
        let screen = Rect(x: 0, y: 0, width: device.size.width, height: device.size.height)
        return reachable.intersection(screen).isEmpty ? "it lies off the screen" : nil
    }

    /// Says the view is zero wide or high, when it is.
    private static func zeroSize(_ frame: Rect, of view: String) -> String? {
        if frame.height <= 0 { return "\(view) is 0 points high" }
        if frame.width <= 0 { return "\(view) is 0 points wide" }
        return nil
    }

    private static func describe(_ frame: Rect) -> String {
        NodeLayout.frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
