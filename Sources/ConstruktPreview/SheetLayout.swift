/// A page sheet on an iPhone (`present`, `sheet:`): at the large detent its top sits 10 points
/// below the status bar, at the medium one halfway down the screen; its corners are rounded, the
/// screen under it is dimmed, and inside it there is no status bar to keep below. In dark
/// appearance a sheet is elevated: its background is #1C1C1E where a screen's is black.
extension LayoutEngine {
    static let sheetCornerRadius = 10.0

    func sheetFrame(detent: String, in frame: Rect) -> Rect {
        let top = detent == "medium" ? frame.y + frame.height / 2 : frame.y + device.safeArea.top + 10
        return Rect(x: frame.x, y: top, width: frame.width, height: frame.maxY - top)
    }

    /// The sheet's own background, under the screen's.
    var sheetBackground: RGBAColor {
        appearance == .light ? color("systemBackground") : RGBAColor(28, 28, 30, 1)
    }

    /// This engine for a sheet's stack: its safe area has no top inset.
    var inSheet: LayoutEngine {
        var device = device
        device.safeArea.top = 0
        return LayoutEngine(device: device, appearance: appearance)
    }
}
