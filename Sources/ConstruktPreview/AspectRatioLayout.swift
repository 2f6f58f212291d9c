import ConstruktRuntime

/// `aspectRatio` (Docs/language.md, Aspect ratio): the constraint keeping a view's width at
/// `ratio` times its height. A written height gives the width; otherwise a written width, or the
/// width its container proposes, gives the height.
extension LayoutEngine {
    func aspectFitted(_ size: Size, of node: RuntimeNode, proposed width: Double?) -> Size {
        guard let ratio = node.number("aspectRatio"), ratio > 0 else { return size }
        if case .exact(let height)? = node.heightConstraint {
            return Size(width: height * ratio, height: height)
        }
        if case .exact(let exact)? = node.widthConstraint { return Size(width: exact, height: exact / ratio) }
        guard let width else { return Size(width: size.width, height: size.width / ratio) }
        return Size(width: width, height: width / ratio)
    }

    /// Whether the node's aspect ratio gives its length along the axis: its height from the width
    /// its container gives, its width from a written height.
    func followsAspectRatio(_ node: RuntimeNode, along axis: Axis) -> Bool {
        guard let ratio = node.number("aspectRatio"), ratio > 0 else { return false }
        return axis == .vertical || node.heightConstraint != nil
    }
}
