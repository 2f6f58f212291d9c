import ConstruktRuntime

/// A picture of a runtime tree on a device: the tree laid out as UIKit would lay out what
/// ConstruktKit builds from it, drawn as SVG (Docs/preview.md says what is approximated).
public struct ScreenPicture: Sendable {
    public let device: Device
    public let appearance: Appearance
    /// What was drawn, and where each node went (by its path in the tree).
    public let canvas: Canvas

    /// Lays out `tree` (a screen's root, or an app's tree) filling the device's screen, with the
    /// status bar and home indicator drawn over it; or, `fitting`, as a `component:` is used: as
    /// wide as the device and as tall as it fits, alone.
    public init(tree: RuntimeNode, device: Device = .standard, appearance: Appearance = .light, fitting: Bool = false) {
        self.device = device
        self.appearance = appearance
        let engine = LayoutEngine(device: device, appearance: appearance)
        let tree = ShimmerPaint.marked(tree)
        let size =
            fitting
            ? Size(width: device.size.width, height: engine.measure(tree, width: device.size.width).height)
            : device.size
        var canvas = Canvas(size: size)
        engine.place(tree, in: Rect(x: 0, y: 0, width: size.width, height: size.height), path: [], canvas: &canvas)
        if !fitting { engine.drawDeviceChrome(canvas: &canvas) }
        self.canvas = canvas
    }

    /// The picture as SVG text, the same bytes for the same tree, device and appearance.
    public var svg: String {
        svg(highlighting: nil)
    }

    /// The picture with the node at `path` outlined in red, when it was drawn.
    public func svg(highlighting path: [Int]?) -> String {
        SVGWriter.svg(
            canvas,
            background: SystemColors.color(named: "systemBackground", in: appearance) ?? RGBAColor(255, 255, 255),
            highlight: path.flatMap(frame(at:)))
    }

    /// Where the node at `path` (child indices from the root) was placed; `nil` when it was not
    /// drawn (hidden, or scrolled out of view).
    public func frame(at path: [Int]) -> Rect? {
        canvas.frames[path]
    }
}
