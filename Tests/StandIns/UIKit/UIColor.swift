/// An RGBA color. Dynamic system colors are fixed to their light-mode values.
open class UIColor: NSObject, @unchecked Sendable {
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components, as UIKit does; always succeeds here.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Equal when the components are, as two UIKit colors of one color space are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    open override var hash: Int {
        var hasher = Hasher()
        [red, green, blue, alpha].forEach { hasher.combine($0) }
        return hasher.finalize()
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    open class var systemRed: UIColor { rgb(255, 59, 48) }
    open class var systemGreen: UIColor { rgb(52, 199, 89) }
    open class var systemBlue: UIColor { rgb(0, 122, 255) }
    open class var systemOrange: UIColor { rgb(255, 149, 0) }
    open class var systemYellow: UIColor { rgb(255, 204, 0) }
    open class var systemPink: UIColor { rgb(255, 45, 85) }
    open class var systemPurple: UIColor { rgb(175, 82, 222) }
    open class var systemTeal: UIColor { rgb(48, 176, 199) }
    open class var systemIndigo: UIColor { rgb(88, 86, 214) }
    open class var systemBrown: UIColor { rgb(162, 132, 94) }
    open class var systemGray: UIColor { rgb(142, 142, 147) }
    open class var systemGray2: UIColor { rgb(174, 174, 178) }
    open class var systemGray3: UIColor { rgb(199, 199, 204) }
    open class var systemGray4: UIColor { rgb(209, 209, 214) }
    open class var systemGray5: UIColor { rgb(229, 229, 234) }
    open class var systemGray6: UIColor { rgb(242, 242, 247) }

    open class var label: UIColor { rgb(0, 0, 0) }
    open class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    open class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    open class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    open class var link: UIColor { rgb(0, 122, 255) }
    open class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    open class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    open class var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    open class var systemBackground: UIColor { rgb(255, 255, 255) }
    open class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    open class var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    open class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    open class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    open class var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    open class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    open class var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    open class var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    open class var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
}
