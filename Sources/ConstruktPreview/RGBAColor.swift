/// A colour in sRGB with alpha, each part 0…1.
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0…255 parts.
    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else.
    init?(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 || digits.count == 4 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let parts = digits.count == 8 ? value : value << 8 | 0xFF
        self.init(
            red: Double(parts >> 24 & 0xFF) / 255, green: Double(parts >> 16 & 0xFF) / 255,
            blue: Double(parts >> 8 & 0xFF) / 255, alpha: Double(parts & 0xFF) / 255)
    }

    /// The same colour with another alpha.
    func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#rrggbb`, as SVG's `fill` takes it; alpha goes in a separate opacity attribute.
    var hexRGB: String {
        "#"
            + [red, green, blue].map { part in
                let byte = Int((max(0, min(1, part)) * 255).rounded())
                let text = String(byte, radix: 16)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }
}
