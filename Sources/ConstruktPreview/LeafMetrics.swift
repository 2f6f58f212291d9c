import ConstruktRuntime

/// The intrinsic sizes of the leaf views, as UIKit gives them: a label's text (callout unless
/// set; every line of it, as 1.2.6's label lays text out with `numberOfLines = 0` whatever is
/// set), a divider's line with 4 and 4.5 points above and below (a vertical one at least 8 wide),
/// a button's title (headline, the font ButtonView gives it) at least 30 high, an SF Symbol's image at
/// the body size (about 20 points square), UISwitch 51×31, UISlider 31 high, UIStepper 94×32,
/// UIProgressView 4 high, the medium spinner 20 (large 37), a one-line field as high as its text.
extension LayoutEngine {
    static let labelFont = TextFont.textStyle("callout")!
    static let buttonFont = TextFont.textStyle("headline")!
    static let fieldFont = TextFont.textStyle("body")!
    static let symbolSide = 20.0
    static let dividerInsets = EdgeInsets(top: 4, bottom: 4.5)

    func leafSize(_ node: RuntimeNode, width: Double?) -> Size {
        switch node.kind {
        case "label":
            return textSize(node.shownText ?? "", font: node.font(or: Self.labelFont), lines: 0, width: width)
        case "button":
            let title =
                node.shownText.map { textSize($0, font: node.font(or: Self.buttonFont), lines: 1, width: nil) } ?? .zero
            let image = node.styleValue("image") == nil ? 0 : Self.symbolSide
            let gap = image > 0 && title.width > 0 ? 4.0 : 0
            return Size(width: title.width + image + gap, height: max(30, title.height + 12))
        case "image":
            let hasImage = node.attributes["image"].map { $0 != .null } ?? false
            return hasImage ? Size(width: Self.symbolSide, height: Self.symbolSide) : .zero
        case "spacer":
            if node.type == "FixedSpacerView" {
                if let width = node.number("width") { return Size(width: width, height: 0) }
                return Size(width: 0, height: node.number("height") ?? 16)
            }
            return Size(width: node.number("w") ?? 0, height: node.number("h") ?? 0)
        case "divider":
            if node.type == "VerticalDivider" { return Size(width: max(8, node.number("width") ?? 1), height: 0) }
            return Size(width: 0, height: (node.number("height") ?? 1) + Self.dividerInsets.vertical)
        case "toggle": return Size(width: 51, height: 31)
        case "slider": return Size(width: 0, height: 31)
        case "stepper": return Size(width: 94, height: 32)
        case "progress": return Size(width: 0, height: 4)
        case "activity":
            return node.name("style") == "large" ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case "field":
            let font = node.font(or: Self.fieldFont)
            if node.type == "TextEditor" { return Size(width: 0, height: font.lineHeight * 3) }
            return Size(width: 0, height: (font.lineHeight + 1.5).rounded(.up))
        default:
            if node.type == "GradientLabelView" {
                return textSize(
                    node.shownText ?? "", font: node.font(or: Self.labelFont), lines: node.lineCount, width: width)
            }
            return .zero
        }
    }

    /// The size of text in lines at most `width` wide, rounded up to whole points as UILabel's
    /// intrinsic size is rounded up to pixels.
    func textSize(_ text: String, font: TextFont, lines: Int, width: Double?) -> Size {
        guard !text.isEmpty else { return .zero }
        let wrapped = TextMeasurer.lines(of: text, font: font, width: width, lines: lines)
        let widest = wrapped.map { TextMeasurer.width(of: $0, font: font) }.max() ?? 0
        return Size(
            width: min(widest.rounded(.up), width ?? .infinity),
            height: (font.lineHeight * Double(wrapped.count)).rounded(.up))
    }
}
