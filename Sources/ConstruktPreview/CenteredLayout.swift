import ConstruktRuntime

/// CenteredView: a ContainerView holding a VStackView of its views positioned `.center`
/// (Docs/language.md, CenteredView). The stack has only centring constraints, so the view has no
/// size of its own (a stack gives it extra space first, `isFlexible`) and its views sit at their
/// fitting size, one under the other with the system spacing, in the middle of its frame.
extension LayoutEngine {
    func centeredSize(_ node: RuntimeNode, width: Double?) -> Size {
        stackSize(centeredStack(of: node), width: width)
    }

    func placeCentered(_ node: RuntimeNode, in frame: Rect, path: [Int], canvas: inout Canvas) {
        let stack = centeredStack(of: node)
        let fitted = measure(stack, width: frame.width)
        let width = min(fitted.width, frame.width)
        let height = min(fitted.height, frame.height)
        let area = Rect(
            x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width,
            height: height)
        placeStack(stack, in: area, path: path, canvas: &canvas)
    }

    /// The VStackView the generated Swift puts the views in: the node's children, none of its look.
    private func centeredStack(of node: RuntimeNode) -> RuntimeNode {
        var stack = node
        stack.kind = "stack"
        stack.type = "VStackView"
        stack.attributes = [:]
        stack.style = [:]
        return stack
    }
}
