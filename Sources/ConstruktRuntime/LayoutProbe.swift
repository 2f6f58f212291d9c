/// Lays out the tree a scenario step sees, so that a `tap:` can fail on a node no one can touch
/// and an `expect:` can check a node's `frame:` (Docs/language.md, A scenario file, "Layout").
/// ConstruktRuntime lays nothing out: ConstruktPreview's `PreviewLayoutProbe` does, as the
/// preview would draw the screen, and `construkt-gen test` hands one to the `ScenarioRunner`.
public protocol LayoutProbe: Sendable {
    /// Where the node at `path` (child indices from the root) of `tree` is laid out; `nil` when the
    /// layout does not place it (such as a list's cell outside the list's first screenful).
    func layout(ofNodeAt path: [Int], in tree: RuntimeNode) -> NodeLayout?

    /// The outermost views of `tree` that hold content and are laid out zero wide or high.
    func collapsedViews(in tree: RuntimeNode) -> [CollapsedView]

    /// The same probe laying out on the device a scenario's `device:` names (one of `DeviceNames`).
    func on(device name: String) -> any LayoutProbe
}
