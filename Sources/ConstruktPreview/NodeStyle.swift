import ConstruktRuntime

/// A length constraint written on a view: `width: 44`, `{ min: 44 }`, `{ max: 200 }`.
enum LengthConstraint: Hashable, Sendable {
    case exact(Double)
    case atLeast(Double)
    case atMost(Double)

    init?(_ value: StyleValue?) {
        guard let value else { return nil }
        if let number = value.number {
            self = .exact(number)
        } else if let number = value["equal"]?.number {
            self = .exact(number)
        } else if let number = value["min"]?.number {
            self = .atLeast(number)
        } else if let number = value["max"]?.number {
            self = .atMost(number)
        } else {
            return nil
        }
    }

    func applied(to length: Double) -> Double {
        switch self {
        case .exact(let value): return value
        case .atLeast(let value): return max(length, value)
        case .atMost(let value): return min(length, value)
        }
    }
}

/// How a node looks, read from its style values and runtime attributes.
extension RuntimeNode {
    func styleValue(_ name: String) -> StyleValue? {
        style[name].map(StyleValue.init)
    }

    func number(_ name: String) -> Double? {
        styleValue(name)?.number
    }

    func name(_ name: String) -> String? {
        styleValue(name)?.text
    }

    /// The node's text attribute as shown (a label's, a button's title, a field's).
    var shownText: String? {
        guard let value = attributes["text"] else { return nil }
        switch value {
        case .null: return nil
        default: return value.interpolated
        }
    }

    /// Written insets: `8`, `{ h: 16, v: 8 }`, `{ top:, left:, bottom:, right: }` (or leading/trailing).
    func insets(_ name: String) -> EdgeInsets {
        guard let value = styleValue(name) else { return .zero }
        return Self.insets(value)
    }

    static func insets(_ value: StyleValue) -> EdgeInsets {
        if let all = value.number { return EdgeInsets(top: all, left: all, bottom: all, right: all) }
        let part = { (key: String) in value[key]?.number ?? 0 }
        if value["h"] != nil || value["v"] != nil {
            return EdgeInsets(top: part("v"), left: part("h"), bottom: part("v"), right: part("h"))
        }
        return EdgeInsets(
            top: part("top"), left: part("left") + part("leading"), bottom: part("bottom"),
            right: part("right") + part("trailing"))
    }

    /// A written Color: a name, a hex text, `{ hex:, alpha: }`, or a button's per-state colours:
    /// the disabled one while the view is disabled and one is written, else the normal one (a
    /// UIButton falls back to its normal title colour and background image in a state without its own).
    func color(_ name: String, in appearance: Appearance) -> RGBAColor? {
        guard let value = styleValue(name) else { return nil }
        if !isEnabled, let disabled = value["disabled"] { return Self.color(disabled, in: appearance) }
        return Self.color(value, in: appearance)
    }

    static func color(_ value: StyleValue, in appearance: Appearance) -> RGBAColor? {
        if let text = value.text {
            return text.hasPrefix("#") ? RGBAColor(hex: text) : SystemColors.color(named: text, in: appearance)
        }
        if let hex = value["hex"]?.text, let color = RGBAColor(hex: hex) {
            return value["alpha"]?.number.map { color.withAlpha($0) } ?? color
        }
        if let normal = value["normal"] { return color(normal, in: appearance) }
        return nil
    }

    /// The width and height constraints written on the view (`size`, `frame`, `width`, `height`).
    var widthConstraint: LengthConstraint? {
        if let width = styleValue("size")?["width"]?.number { return .exact(width) }
        if let width = styleValue("frame")?["width"]?.number { return .exact(width) }
        return LengthConstraint(styleValue("width"))
    }

    var heightConstraint: LengthConstraint? {
        if let height = styleValue("size")?["height"]?.number { return .exact(height) }
        if let height = styleValue("frame")?["height"]?.number { return .exact(height) }
        return LengthConstraint(styleValue("height"))
    }

    /// The label font the node's `font` sets, else `fallback`.
    func font(or fallback: TextFont) -> TextFont {
        styleValue("font").flatMap(TextFont.init) ?? fallback
    }

    var isVerticalStack: Bool { type == "VStackView" }

    /// The written `numberOfLines` (0: no limit), 1 unless written.
    var lineCount: Int {
        Int((0.0...10_000.0).clamped(number("numberOfLines") ?? 1))
    }
}
