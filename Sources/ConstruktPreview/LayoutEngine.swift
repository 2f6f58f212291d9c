import ConstruktRuntime

/// Lays out a runtime tree the way UIKit lays out the views ConstruktKit builds from it, and
/// draws it onto a canvas: `measure` answers a view's fitting size (its intrinsic size, at most a
/// given width, with its padding and written size constraints), `place` puts it in a frame and
/// draws it and its children. Each kind of view has its own file: stacks, containers, scroll
/// views, lists, the screen, and the leaves (labels, buttons, images, controls).
struct LayoutEngine {
    let device: Device
    let appearance: Appearance

    /// The two axes of a stack.
    enum Axis {
        case horizontal, vertical
    }

    /// The node's fitting size: its content's, at most `width` wide when one is given, with its
    /// padding and then its written size constraints.
    func measure(_ node: RuntimeNode, width: Double?) -> Size {
        let padding = self.padding(of: node)
        var proposed = width
        if case .exact(let exact)? = node.widthConstraint { proposed = exact }
        let content = contentSize(of: node, width: proposed.map { max(0, $0 - padding.horizontal) })
        var size = Size(width: content.width + padding.horizontal, height: content.height + padding.vertical)
        if let constraint = node.widthConstraint { size.width = constraint.applied(to: size.width) }
        if let constraint = node.heightConstraint { size.height = constraint.applied(to: size.height) }
        if let width, node.widthConstraint == nil { size.width = min(size.width, width) }
        return aspectFitted(size, of: node, proposed: width)
    }

    /// Whether the node has no intrinsic length along the axis, so a stack gives it extra space
    /// first (a length its aspect ratio gives is intrinsic): flexible spacers, scroll views, lists, text editors, sliders and fields across,
    /// lines along their length, an image with neither an image nor a size, a stack holding such
    /// a view along its axis (across it, only when all its views are), and a container whose
    /// views all are (an empty one is).
    func isFlexible(_ node: RuntimeNode, along axis: Axis) -> Bool {
        if node.isHidden { return false }
        switch axis {
        case .horizontal: if node.widthConstraint != nil { return false }
        case .vertical: if node.heightConstraint != nil { return false }
        }
        if followsAspectRatio(node, along: axis) { return false }
        switch node.kind {
        case "spacer": return node.type == "SpacerView"
        case "scroll": return axis == .horizontal || !fitsContentHeight(node)
        case "list", "centered": return true
        case "field": return node.type == "TextEditor" || axis == .horizontal
        case "slider", "progress": return axis == .horizontal
        case "divider": return (node.type == "VerticalDivider") == (axis == .vertical)
        case "image": return node.attributes["image"] == nil || node.attributes["image"] == .null
        case "shape": return node.type == "LinearGradient"
        case "stack":
            let shown = node.children.filter { !$0.isHidden }
            let alongAxis = node.isVerticalStack == (axis == .vertical)
            return alongAxis
                ? shown.contains { isFlexible($0, along: axis) }
                : !shown.isEmpty && shown.allSatisfy { isFlexible($0, along: axis) }
        case "container", "component", "cell", "blur", "header", "footer":
            return node.children.filter { !$0.isHidden }.allSatisfy { isFlexible($0, along: axis) }
        default: return false
        }
    }

    /// Whether the node gives up length first when a stack is short of space: text, which wraps
    /// or truncates, and views holding text.
    func yieldsFirst(_ node: RuntimeNode) -> Bool {
        switch node.kind {
        case "label": return true
        case "stack", "container", "component", "cell": return node.children.contains(where: yieldsFirst)
        default: return false
        }
    }

    /// Puts the node in `frame` and draws it and its children. `path` is its place in the tree
    /// (child indices from the root), by which its frame is recorded.
    func place(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        guard !node.isHidden else { return }
        canvas.record(frame, at: path)
        let radius = node.number("cornerRadius") ?? (node.type == "CircleView" ? min(frame.width, frame.height) / 2 : 0)
        let opacity = node.number("alpha") ?? 1
        let grouped = opacity < 1 || radius > 0
        // A transform draws the view larger or smaller around its centre and leaves its layout as it was, as in UIKit.
        let scale = node.number("scale") ?? 1
        let offsetY = node.number("offsetY") ?? 0
        if offsetY != 0 { canvas.add(.beginTranslated(y: offsetY)) }
        let stretch = frame.height > 0 ? max(node.number("stretchTop") ?? 0, 0) : 0
        if stretch > 0 { canvas.add(.beginStretched(top: stretch, frame: frame)) }
        if scale != 1 { canvas.add(.beginScaled(scale, around: frame)) }
        if grouped { canvas.add(.beginGroup(clip: radius > 0 ? frame : nil, radius: radius, opacity: opacity)) }
        if let background = node.color("backgroundColor", in: appearance) {
            canvas.add(.rect(frame, fill: background, stroke: nil, lineWidth: 0, radius: radius))
        } else if isDefaultLoadingPlaceholder(node) {
            // A section's `shimmer` written without a placeholder shows ConstruktKit's default:
            // ContainerView().backgroundColor(.systemGray5).cornerRadius(8).
            canvas.add(.rect(frame, fill: color("systemGray5"), stroke: nil, lineWidth: 0, radius: 8))
        }
        let content = node.kind == "scroll" ? frame : frame.inset(by: padding(of: node))
        switch node.kind {
        case "stack": placeStack(node, in: content, path: path, canvas: &canvas)
        case "container", "component", "cell", "header", "footer", "blur":
            if node.kind == "blur" { drawBlur(node, in: frame, canvas: &canvas) }
            placeOverlay(node, in: content, path: path, canvas: &canvas)
            drawAccessory(of: node, in: frame, canvas: &canvas)
        case "scroll": placeScroll(node, in: frame, path: path, canvas: &canvas)
        case "centered": placeCentered(node, in: content, path: path, canvas: &canvas)
        case "list":
            node.type == "TableView"
                ? placeTable(node, in: frame, path: path, canvas: &canvas)
                : placeCollection(node, in: frame, path: path, canvas: &canvas)
        case "screen": placeScreen(node, in: frame, path: path, canvas: &canvas)
        case "app": placeApp(node, in: frame, path: path, canvas: &canvas)
        default: drawLeaf(node, in: content, canvas: &canvas)
        }
        if let border = node.styleValue("border"),
            let color = border["color"].flatMap({ RuntimeNode.color($0, in: appearance) })
        {
            canvas.add(
                .rect(frame, fill: nil, stroke: color, lineWidth: border["lineWidth"]?.number ?? 0.5, radius: radius))
        }
        drawShimmerPaint(node, in: frame, canvas: &canvas)
        if grouped { canvas.add(.endGroup) }
        if scale != 1 { canvas.add(.endGroup) }
        if stretch > 0 { canvas.add(.endGroup) }
        if offsetY != 0 { canvas.add(.endGroup) }
    }

    /// Whether the node is the loading placeholder the runtime put in a `shimmer` slot written
    /// without one: a bare ContainerView.
    private func isDefaultLoadingPlaceholder(_ node: RuntimeNode) -> Bool {
        node.slot == "shimmer" && node.type == "ContainerView" && node.style.isEmpty && node.children.isEmpty
    }

    /// The insets around the node's content: its `padding` (a scroll view's is its content's inset;
    /// a table cell's holds its accessory too).
    func padding(of node: RuntimeNode) -> EdgeInsets {
        if node.type == "TableViewCell" { return tableCellInsets(of: node) }
        return node.kind == "scroll" ? .zero : node.insets("padding")
    }

    private func contentSize(of node: RuntimeNode, width: Double?) -> Size {
        switch node.kind {
        case "stack": return stackSize(node, width: width)
        case "container", "component", "cell", "header", "footer", "blur": return overlaySize(node, width: width)
        case "scroll": return Size(width: 0, height: fitsContentHeight(node) ? scrollContentHeight(node) : 0)
        case "list": return .zero
        case "centered": return centeredSize(node, width: width)
        case "screen", "app": return device.size
        default: return leafSize(node, width: width)
        }
    }
}
