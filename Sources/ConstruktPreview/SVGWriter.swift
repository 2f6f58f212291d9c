/// Writes a canvas as SVG text: the same canvas always gives the same bytes (numbers rounded to
/// hundredths and written without trailing zeros, clip paths and gradients numbered in order).
enum SVGWriter {
    /// The font list text is drawn with: Inter (what the text was measured with), else the system's.
    static let fontFamily = "Inter, -apple-system, &apos;SF Pro Text&apos;, &apos;Helvetica Neue&apos;, sans-serif"

    /// The canvas as SVG; `highlight` is outlined in red over everything (a failed expectation's node).
    static func svg(_ canvas: Canvas, background: RGBAColor, highlight: Rect? = nil) -> String {
        var out = ""
        let width = number(canvas.size.width)
        let height = number(canvas.size.height)
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" xml:space=\"preserve\">\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\"\(paint("fill", background))/>\n"
        var depth = 0
        var definitions = 0
        for mark in canvas.marks {
            let indent = String(repeating: " ", count: depth)
            switch mark {
            case .rect(let rect, let fill, let stroke, let lineWidth, let radius):
                let fillAttribute = fill.map { paint("fill", $0) } ?? " fill=\"none\""
                let strokeAttribute =
                    stroke.map { paint("stroke", $0) + " stroke-width=\"\(number(lineWidth))\"" } ?? ""
                out += indent + "<rect\(box(rect))\(corner(radius))\(fillAttribute)\(strokeAttribute)/>\n"
            case .ellipse(let rect, let fill):
                out +=
                    indent
                    + "<ellipse cx=\"\(number(rect.x + rect.width / 2))\" cy=\"\(number(rect.y + rect.height / 2))\" rx=\"\(number(rect.width / 2))\" ry=\"\(number(rect.height / 2))\"\(paint("fill", fill))/>\n"
            case .text(let text, let x, let baseline, let font, let color, let anchor):
                let anchorAttribute = anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
                out +=
                    indent
                    + "<text x=\"\(number(x))\" y=\"\(number(baseline))\" font-family=\"\(fontFamily)\" font-size=\"\(number(font.size))\" font-weight=\"\(font.weight.cssWeight)\"\(anchorAttribute)\(paint("fill", color))>\(escaped(text))</text>\n"
            case .line(let x1, let y1, let x2, let y2, let color, let width):
                out +=
                    indent
                    + "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\"\(paint("stroke", color)) stroke-width=\"\(number(width))\"/>\n"
            case .gradient(let rect, let colors, let vertical, let radius):
                definitions += 1
                let end = vertical ? "x2=\"0\" y2=\"1\"" : "x2=\"1\" y2=\"0\""
                let stops = colors.enumerated().map { index, color in
                    let offset = colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
                    return
                        "<stop offset=\"\(number(offset))\" stop-color=\"\(color.hexRGB)\"\(color.alpha < 1 ? " stop-opacity=\"\(number(color.alpha))\"" : "")/>"
                }.joined()
                out +=
                    indent
                    + "<linearGradient id=\"g\(definitions)\" x1=\"0\" y1=\"0\" \(end)>\(stops)</linearGradient>\n"
                out += indent + "<rect\(box(rect))\(corner(radius)) fill=\"url(#g\(definitions))\"/>\n"
            case .beginGroup(let clip, let radius, let opacity):
                var attributes = ""
                if let clip {
                    definitions += 1
                    out += indent + "<clipPath id=\"c\(definitions)\"><rect\(box(clip))\(corner(radius))/></clipPath>\n"
                    attributes += " clip-path=\"url(#c\(definitions))\""
                }
                if opacity < 1 { attributes += " opacity=\"\(number(opacity))\"" }
                out += indent + "<g\(attributes)>\n"
                depth += 1
            case .beginScaled(let scale, let frame):
                let (x, y) = (number(frame.x + frame.width / 2), number(frame.y + frame.height / 2))
                out +=
                    indent + "<g transform=\"translate(\(x) \(y)) scale(\(number(scale))) translate(-\(x) -\(y))\">\n"
                depth += 1
            case .beginStretched(let top, let frame):
                // Scaled from the bottom edge, which stays: the frame's top rises by `top` points.
                let bottom = number(frame.y + frame.height)
                let scale = number((frame.height + top) / frame.height)
                out += indent + "<g transform=\"translate(0 \(bottom)) scale(1 \(scale)) translate(0 -\(bottom))\">\n"
                depth += 1
            case .beginTranslated(let y):
                out += indent + "<g transform=\"translate(0 \(number(y)))\">\n"
                depth += 1
            case .endGroup:
                depth = max(0, depth - 1)
                out += String(repeating: " ", count: depth) + "</g>\n"
            }
        }
        if let highlight {
            out +=
                "<rect\(box(highlight)) fill=\"#ff3b30\" fill-opacity=\"0.15\" stroke=\"#ff3b30\" stroke-width=\"3\"/>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The largest coordinate written: a larger one (a huge written size) is written as this.
    static let largest = 1e9

    /// A number rounded to hundredths, without trailing zeros: `12`, `12.5`, `-0.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((max(-Self.largest, min(Self.largest, value)) * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        guard fraction != 0 else { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }

    private static func box(_ rect: Rect) -> String {
        " x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    }

    private static func corner(_ radius: Double) -> String {
        radius > 0 ? " rx=\"\(number(radius))\"" : ""
    }

    private static func paint(_ attribute: String, _ color: RGBAColor) -> String {
        " \(attribute)=\"\(color.hexRGB)\""
            + (color.alpha < 1 ? " \(attribute)-opacity=\"\(number(color.alpha))\"" : "")
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
