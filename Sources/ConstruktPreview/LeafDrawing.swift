import ConstruktRuntime

/// How the leaf views draw: text in its colour and alignment, vertically centred in its frame as
/// UILabel centres it; a button's title in its tint (grey when disabled); images and SF Symbols
/// as placeholders labelled with their name; the controls in their system shapes and colours.
extension LayoutEngine {
    func drawLeaf(_ node: RuntimeNode, in frame: Rect, canvas: inout Canvas) {
        let tint = node.color("tintColor", in: appearance) ?? color("systemBlue")
        switch node.kind {
        case "label":
            let alignment = node.name("alignment") ?? "natural"
            let font = node.font(or: Self.labelFont)
            // A UILabel draws into its layer, which holds no more than its bounds: a label squeezed
            // below one line (a stack short of space compresses text first) shows the part that fits.
            let clipped = frame.height + 0.5 < font.lineHeight
            if clipped { canvas.add(.beginGroup(clip: frame, radius: 0, opacity: 1)) }
            drawText(
                node.shownText ?? "", font: font, color: node.color("color", in: appearance) ?? color("label"),
                lines: 0, alignment: alignment, in: frame, canvas: &canvas)
            if clipped { canvas.add(.endGroup) }
        case "button":
            // ButtonView is a custom UIButton, whose title keeps its normal colour while disabled
            // unless one is written for the state; its image is drawn dimmed.
            let titleColor = node.color("color", in: appearance) ?? tint
            var textFrame = frame
            if let image = node.styleValue("image") {
                let name = image["systemName"]?.text ?? image["named"]?.text ?? ""
                let hasTitle = !(node.shownText ?? "").isEmpty
                let side = Self.symbolSide
                let titleWidth =
                    hasTitle
                    ? textSize(node.shownText ?? "", font: node.font(or: Self.buttonFont), lines: 1, width: nil).width
                    : 0
                let start = frame.x + max(0, (frame.width - side - titleWidth - (hasTitle ? 4 : 0)) / 2)
                // An SF Symbol is a template image, which UIButton's image view paints in its tint.
                drawSymbol(
                    name, in: Rect(x: start, y: frame.y + (frame.height - side) / 2, width: side, height: side),
                    color: node.isEnabled ? tint : tint.withAlpha(tint.alpha * 0.4), canvas: &canvas)
                textFrame = Rect(
                    x: start + side + 4, y: frame.y, width: max(0, frame.maxX - start - side - 4), height: frame.height)
            }
            if let title = node.shownText, !title.isEmpty {
                let alignment = node.styleValue("image") == nil ? "center" : "left"
                drawText(
                    title, font: node.font(or: Self.buttonFont), color: titleColor, lines: 1, alignment: alignment,
                    in: textFrame, canvas: &canvas)
            }
        case "image":
            drawImagePlaceholder(node, in: frame, tint: node.color("tintColor", in: appearance), canvas: &canvas)
        case "divider":
            let line: Rect
            if node.type == "VerticalDivider" {
                let width = node.number("width") ?? 1
                let inset = node.number("verticalInset") ?? 0
                line = Rect(
                    x: frame.x + (frame.width - width) / 2, y: frame.y + inset, width: width,
                    height: frame.height - 2 * inset)
            } else {
                line = frame.inset(by: Self.dividerInsets)
            }
            canvas.add(
                .rect(
                    line, fill: node.color("color", in: appearance) ?? color("secondaryLabel"), stroke: nil,
                    lineWidth: 0, radius: 0))
        case "toggle":
            let isOn = node.attributes["isOn"] == .bool(true)
            let track = Rect(x: frame.x, y: frame.y + (frame.height - 31) / 2, width: 51, height: 31)
            canvas.add(
                .rect(
                    track,
                    fill: isOn
                        ? node.color("onTintColor", in: appearance) ?? color("systemGreen") : color("systemFill"),
                    stroke: nil, lineWidth: 0, radius: 15.5))
            canvas.add(
                .ellipse(
                    Rect(x: track.x + (isOn ? 22 : 2), y: track.y + 2, width: 27, height: 27),
                    fill: node.color("thumbTintColor", in: appearance) ?? RGBAColor(255, 255, 255)))
        case "slider":
            let fraction = sliderFraction(node)
            let middle = frame.y + frame.height / 2
            let split = frame.x + 14 + (frame.width - 28) * fraction
            canvas.add(
                .rect(
                    Rect(x: frame.x, y: middle - 2, width: frame.width, height: 4),
                    fill: node.color("maximumTrackTintColor", in: appearance) ?? color("systemFill"),
                    stroke: nil, lineWidth: 0, radius: 2))
            canvas.add(
                .rect(
                    Rect(x: frame.x, y: middle - 2, width: split - frame.x, height: 4),
                    fill: node.color("minimumTrackTintColor", in: appearance) ?? tint, stroke: nil,
                    lineWidth: 0, radius: 2))
            canvas.add(
                .ellipse(
                    Rect(x: split - 14, y: middle - 14, width: 28, height: 28),
                    fill: node.color("thumbTintColor", in: appearance) ?? RGBAColor(255, 255, 255)))
            canvas.add(
                .rect(
                    Rect(x: split - 14, y: middle - 14, width: 28, height: 28), fill: nil, stroke: color("systemGray4"),
                    lineWidth: 0.5, radius: 14))
        case "stepper":
            let box = Rect(x: frame.x, y: frame.y + (frame.height - 32) / 2, width: 94, height: 32)
            canvas.add(.rect(box, fill: color("tertiarySystemFill"), stroke: nil, lineWidth: 0, radius: 8))
            canvas.add(
                .line(
                    x1: box.x + 47, y1: box.y + 8, x2: box.x + 47, y2: box.maxY - 8, color: color("separator"), width: 1
                ))
            let font = TextFont(size: 20, weight: .regular)
            canvas.add(
                .text("−", x: box.x + 23.5, baseline: box.y + 23, font: font, color: color("label"), anchor: .middle))
            canvas.add(
                .text("+", x: box.x + 70.5, baseline: box.y + 23, font: font, color: color("label"), anchor: .middle))
        case "progress":
            let fraction = progressFraction(node)
            let bar = Rect(x: frame.x, y: frame.y + (frame.height - 4) / 2, width: frame.width, height: 4)
            canvas.add(
                .rect(
                    bar, fill: node.color("trackTintColor", in: appearance) ?? color("systemFill"), stroke: nil,
                    lineWidth: 0, radius: 2))
            canvas.add(
                .rect(
                    Rect(x: bar.x, y: bar.y, width: bar.width * fraction, height: 4),
                    fill: node.color("progressTintColor", in: appearance) ?? tint,
                    stroke: nil, lineWidth: 0, radius: 2))
        case "activity":
            let side = min(frame.width, frame.height)
            let ring = Rect(
                x: frame.x + (frame.width - side) / 2 + 2, y: frame.y + (frame.height - side) / 2 + 2, width: side - 4,
                height: side - 4)
            canvas.add(
                .rect(
                    ring, fill: nil, stroke: node.color("color", in: appearance) ?? color("systemGray"), lineWidth: 2.5,
                    radius: ring.width / 2))
        case "field":
            let font = node.font(or: Self.fieldFont)
            let text = node.shownText ?? ""
            let placeholder =
                node.attributes["placeholder"].map(\.interpolated) ?? node.styleValue("placeholder")?.text ?? ""
            let shown = text.isEmpty ? placeholder : text
            let textColor =
                text.isEmpty
                ? node.color("placeholderColor", in: appearance) ?? color("placeholderText")
                : node.color("textColor", in: appearance) ?? color("label")
            let lines = node.type == "TextEditor" ? 0 : 1
            if node.type == "TextEditor" {
                // A UITextView is a scroll view: its text starts below its adjusted content inset.
                let inset = adjustedContentInsets(of: node, in: frame, scrollsVertically: false).top
                drawText(
                    shown, font: font, color: textColor, lines: lines, alignment: "left",
                    in: Rect(x: frame.x + 5, y: frame.y + inset + 8, width: frame.width - 10, height: font.lineHeight),
                    canvas: &canvas, topAligned: true)
            } else {
                drawText(
                    shown, font: font, color: textColor, lines: lines, alignment: "left", in: frame, canvas: &canvas)
            }
        case "shape":
            if node.type == "LinearGradient", case .list(let items)? = node.styleValue("colors") {
                let colors = items.compactMap { RuntimeNode.color($0, in: appearance) }
                let vertical =
                    (node.styleValue("startPoint")?["x"]?.number ?? 0.5)
                    == (node.styleValue("endPoint")?["x"]?.number ?? 0.5)
                canvas.add(
                    .gradient(frame, colors: colors, vertical: vertical, radius: node.number("cornerRadius") ?? 0))
            }
        default:
            if node.type == "GradientLabelView" {
                let first: RGBAColor?
                if case .list(let items)? = node.styleValue("colors") {
                    first = items.first.flatMap { RuntimeNode.color($0, in: appearance) }
                } else {
                    first = nil
                }
                drawText(
                    node.shownText ?? "", font: node.font(or: Self.labelFont), color: first ?? color("label"),
                    lines: node.lineCount,
                    alignment: node.name("alignment") ?? "natural", in: frame, canvas: &canvas)
            }
        }
    }

    /// A UIVisualEffectView's material, approximated by a translucent fill.
    func drawBlur(_ node: RuntimeNode, in frame: Rect, canvas: inout Canvas) {
        let fill = appearance == .light ? RGBAColor(249, 249, 249, 0.78) : RGBAColor(37, 37, 37, 0.78)
        canvas.add(.rect(frame, fill: fill, stroke: nil, lineWidth: 0, radius: node.number("cornerRadius") ?? 0))
    }

    /// Lines of text in `frame`, centred vertically as UILabel draws them (or from the top).
    func drawText(
        _ text: String, font: TextFont, color: RGBAColor, lines: Int, alignment: String, in frame: Rect,
        canvas: inout Canvas, topAligned: Bool = false
    ) {
        guard !text.isEmpty, frame.width > 0 else { return }
        var wrapped = TextMeasurer.lines(of: text, font: font, width: frame.width + 0.5, lines: lines)
        let fitting = max(1, Int((1.0...10_000.0).clamped((frame.height + 0.5) / font.lineHeight)))
        if wrapped.count > fitting, !topAligned {
            let rest = wrapped[(fitting - 1)...].joined(separator: " ")
            wrapped =
                Array(wrapped.prefix(fitting - 1)) + [
                    TextMeasurer.truncated(rest, font: font, width: frame.width + 0.5, force: true)
                ]
        }
        let height = font.lineHeight * Double(wrapped.count)
        let top = topAligned ? frame.y : frame.y + (frame.height - height) / 2
        let anchor: Canvas.TextAnchor = alignment == "center" ? .middle : alignment == "right" ? .end : .start
        let x = anchor == .middle ? frame.x + frame.width / 2 : anchor == .end ? frame.maxX : frame.x
        for (index, line) in wrapped.enumerated() {
            canvas.add(
                .text(
                    line, x: x, baseline: top + font.lineHeight * Double(index) + font.ascender,
                    font: font, color: color, anchor: anchor))
        }
    }

    /// An image's placeholder: an SF Symbol as a square in its tint, fitted in a small frame (as
    /// scaleAspectFit shows it), or 44 to 64 points in the middle of a larger frame; an asset or a URL's image as its background (or a light fill) with
    /// a frame and its name (or "URL image"), scaled down to fit.
    private func drawImagePlaceholder(_ node: RuntimeNode, in frame: Rect, tint: RGBAColor?, canvas: inout Canvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let name = node.attributes["image"].flatMap { $0 == .null ? nil : $0.interpolated }
        let loadsURL = node.style["url"].map { $0 != .null } ?? false
        if let name, !loadsURL, node.style["named"] == nil {
            var side = min(frame.width, frame.height)
            if side > 44 {
                if node.color("backgroundColor", in: appearance) == nil {
                    canvas.add(
                        .rect(
                            frame, fill: color("tertiarySystemFill"), stroke: nil, lineWidth: 0,
                            radius: node.number("cornerRadius") ?? 0))
                }
                side = min(64, max(44, side / 3))
            }
            let square = Rect(
                x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side
            )
            drawSymbol(name, in: square, color: tint ?? color("systemBlue"), canvas: &canvas)
            return
        }
        if node.color("backgroundColor", in: appearance) == nil {
            canvas.add(.rect(frame, fill: color("tertiarySystemFill"), stroke: nil, lineWidth: 0, radius: 0))
        }
        canvas.add(
            .rect(frame, fill: nil, stroke: color("separator"), lineWidth: 1, radius: node.number("cornerRadius") ?? 0))
        let label = loadsURL ? "URL image" : name ?? "image"
        drawFittedLabel(
            label, in: frame.inset(by: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)),
            color: color("secondaryLabel"), canvas: &canvas)
    }

    /// An SF Symbol's placeholder: a rounded square in its colour with the symbol's name, scaled to fit.
    func drawSymbol(_ name: String, in frame: Rect, color: RGBAColor, canvas: inout Canvas) {
        canvas.add(
            .rect(
                frame, fill: color.withAlpha(color.alpha * 0.15), stroke: color, lineWidth: 1,
                radius: min(frame.width, frame.height) / 4))
        drawFittedLabel(
            name, in: frame.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)), color: color, canvas: &canvas)
    }

    /// A label shrunk (down to 3 points) to fit one line in `frame`, centred.
    private func drawFittedLabel(_ text: String, in frame: Rect, color: RGBAColor, canvas: inout Canvas) {
        let natural = TextMeasurer.width(of: text, font: TextFont(size: 1, weight: .medium))
        guard natural > 0, frame.width > 0 else { return }
        let size = max(3, min(11, frame.width / natural, frame.height / 1.2))
        let font = TextFont(size: (size * 10).rounded(.down) / 10, weight: .medium)
        let shown = TextMeasurer.truncated(text, font: font, width: frame.width, force: false)
        canvas.add(
            .text(
                shown, x: frame.x + frame.width / 2, baseline: frame.y + frame.height / 2 + font.size * 0.35,
                font: font, color: color, anchor: .middle))
    }

    private func sliderFraction(_ node: RuntimeNode) -> Double {
        let value = node.attributes["value"].flatMap { StyleValue($0).number } ?? 0
        let range = node.styleValue("in") ?? node.styleValue("range")
        let low = range?["from"]?.number ?? 0
        let high = range?["to"]?.number ?? 1
        return high > low ? max(0, min(1, (value - low) / (high - low))) : 0
    }

    private func progressFraction(_ node: RuntimeNode) -> Double {
        let value = node.attributes["value"].flatMap { StyleValue($0).number } ?? 0
        let total = node.number("total") ?? 1
        return total > 0 ? max(0, min(1, value / total)) : 0
    }

    /// A named system colour in the preview's appearance.
    func color(_ name: String) -> RGBAColor {
        SystemColors.color(named: name, in: appearance) ?? RGBAColor(0, 0, 0)
    }
}
