import ConstruktRuntime

/// The safe area as ConstruktKit 1.2.6 uses it. Nothing keeps to it by default: a screen's body is
/// pinned to its view's edges, under the status bar (LifecycleHostController.swift), and a
/// container embeds its views in its own bounds (`safeArea = false`, Builder+Container.swift). A
/// view written `safeArea: true` is pinned to its container's `safeAreaLayoutGuide` instead
/// (Builder+Constraints.swift, `addConstraints`), which is the part of the container the status
/// bar and the home indicator leave free; its margins count from there.
extension LayoutEngine {
    /// The part of `frame` a view embedded in it keeps to: inside the device's safe area when the
    /// view says `safeArea: true`, else all of it.
    func safeAreaGuide(for child: RuntimeNode, in frame: Rect) -> Rect {
        guard keepsToSafeArea(child) else { return frame }
        let safe = Rect(
            x: device.safeArea.left, y: device.safeArea.top, width: device.size.width - device.safeArea.horizontal,
            height: device.size.height - device.safeArea.vertical)
        let left = max(frame.x, safe.x)
        let top = max(frame.y, safe.y)
        return Rect(
            x: left, y: top, width: min(frame.maxX, safe.maxX) - left, height: min(frame.maxY, safe.maxY) - top)
    }

    /// How much taller than its fitting size a view laid out from `top` is because a view embedded
    /// in it (in a container, at any depth of containers) keeps below the status bar.
    func safeAreaAllowance(_ node: RuntimeNode, top: Double) -> Double {
        guard Self.overlayKinds.contains(node.kind) else { return 0 }
        let contentTop = top + padding(of: node).top
        return node.children.filter { !$0.isHidden }.map { child in
            keepsToSafeArea(child)
                ? max(0, device.safeArea.top - contentTop)
                : safeAreaAllowance(child, top: contentTop + child.insets("margins").top)
        }.max() ?? 0
    }

    /// Whether the view is written `safeArea: true`.
    func keepsToSafeArea(_ node: RuntimeNode) -> Bool {
        node.styleValue("safeArea") == .bool(true)
    }
}

/// UIKit's automatic content inset of a scroll view (`contentInsetAdjustmentBehavior`, which
/// 1.2.6 leaves `.automatic`): a view that scrolls vertically (a table always does; a scroll view
/// or a collection view whose content is taller than it) and lies under the status bar or the home
/// indicator insets its content by the part of the safe area it covers, so at rest its content
/// starts below the status bar and scrolls under it. A list written `contentInsetAdjustment:
/// never` is not inset, one written `always` is even when it does not scroll.
extension LayoutEngine {
    func adjustedContentInsets(of node: RuntimeNode, in frame: Rect, scrollsVertically: Bool) -> EdgeInsets {
        switch node.name("contentInsetAdjustment") {
        case "never": return .zero
        case "always": break
        default: guard scrollsVertically else { return .zero }
        }
        return EdgeInsets(
            top: max(0, device.safeArea.top - frame.y),
            bottom: max(0, frame.maxY - (device.size.height - device.safeArea.bottom)))
    }
}
