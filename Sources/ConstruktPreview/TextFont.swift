/// The weights the advance table has; UIFont's other weights take the nearest.
enum FontWeightClass: Hashable, Sendable {
    case regular, medium, semibold, bold

    init(named name: String) {
        switch name {
        case "medium": self = .medium
        case "semibold": self = .semibold
        case "bold", "heavy", "black": self = .bold
        default: self = .regular
        }
    }

    /// The CSS weight SVG text is drawn with.
    var cssWeight: Int {
        switch self {
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        }
    }
}

/// A system font: its point size and weight. Line metrics are San Francisco's (ascender 0.952 em,
/// descender 0.241 em, so `UIFont.systemFont(ofSize: 17).lineHeight` is 20.29); advance widths
/// come from Inter, the open font closest to it (Docs/preview.md).
struct TextFont: Hashable, Sendable {
    var size: Double
    var weight: FontWeightClass

    /// The sizes drawn: UIKit draws a font of size 0 or less at the system size, and the preview
    /// keeps a huge one measurable.
    static let sizes = 1.0...1000.0
    static let ascenderRatio = 0.95215
    static let lineHeightRatio = 1.19336

    var lineHeight: Double { size * Self.lineHeightRatio }
    var ascender: Double { size * Self.ascenderRatio }

    /// `UIFont.preferredFont(forTextStyle:)` at the default (Large) content size.
    static func textStyle(_ name: String) -> TextFont? {
        switch name {
        case "largeTitle": return TextFont(size: 34, weight: .regular)
        case "title1": return TextFont(size: 28, weight: .regular)
        case "title2": return TextFont(size: 22, weight: .regular)
        case "title3": return TextFont(size: 20, weight: .regular)
        case "headline": return TextFont(size: 17, weight: .semibold)
        case "body": return TextFont(size: 17, weight: .regular)
        case "callout": return TextFont(size: 16, weight: .regular)
        case "subheadline": return TextFont(size: 15, weight: .regular)
        case "footnote": return TextFont(size: 13, weight: .regular)
        case "caption1": return TextFont(size: 12, weight: .regular)
        case "caption2": return TextFont(size: 11, weight: .regular)
        default: return nil
        }
    }

    /// A written Font: a text style's name, or `{size:, weight:}`.
    init?(_ value: StyleValue) {
        if let name = value.text, let font = Self.textStyle(name) {
            self = font
        } else if let size = value["size"]?.number {
            self.init(size: size, weight: FontWeightClass(named: value["weight"]?.text ?? "regular"))
            if !(Self.sizes ~= self.size) { self.size = Self.sizes.clamped(size) }
        } else {
            return nil
        }
    }

    init(size: Double, weight: FontWeightClass) {
        self.size = size
        self.weight = weight
    }
}
