import ConstruktRuntime

/// TableViewCell (Builder+TableView.swift): its views fill the cell's content view inset by its
/// `padding`, 8 above and below and 16 at the sides unless written; UIKit narrows the content view
/// by the accessory at the trailing edge and draws the accessory there, centred on the row. The
/// accessories' widths are the preview's approximation of UIKit's, not measured from a device.
extension LayoutEngine {
    private static let defaultCellPadding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    /// The insets of a TableViewCell's views: its padding and the accessory's width.
    func tableCellInsets(of cell: RuntimeNode) -> EdgeInsets {
        var insets = cell.styleValue("padding") == nil ? Self.defaultCellPadding : cell.insets("padding")
        insets.right += Self.accessory(of: cell)?.width ?? 0
        return insets
    }

    /// Draws the cell's accessory in the tint (a checkmark, an info button) or grey (the chevron).
    func drawAccessory(of cell: RuntimeNode, in frame: Rect, canvas: inout Canvas) {
        guard let accessory = Self.accessory(of: cell) else { return }
        let font = TextFont(size: 17, weight: accessory.glyph == "›" ? .semibold : .regular)
        let tint = accessory.glyph == "›" ? color("tertiaryLabel") : color("systemBlue")
        canvas.add(
            .text(
                accessory.glyph, x: frame.maxX - 20, baseline: frame.y + frame.height / 2 + font.size * 0.35,
                font: font, color: tint, anchor: .end))
    }

    /// The accessory's glyph and the width it takes from the content view.
    private static func accessory(of cell: RuntimeNode) -> (glyph: String, width: Double)? {
        guard cell.type == "TableViewCell" else { return nil }
        switch cell.name("accessoryType") {
        case "disclosureIndicator": return ("›", 34)
        case "checkmark": return ("✓", 40)
        case "detailButton": return ("ⓘ", 44)
        case "detailDisclosureButton": return ("ⓘ ›", 64)
        default: return nil
        }
    }
}
