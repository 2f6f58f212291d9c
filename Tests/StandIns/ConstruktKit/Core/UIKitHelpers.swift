@_spi(StandIn) import UIKit

// construkt-api.md §3 (UIKit helpers): `UIColor("#RRGGBB[AA]")`, lighter/darker.
extension UIColor {
    /// A color from 6 or 8 hex digits after `#`; anything else is light gray (as in 1.2.6).
    public convenience init(_ hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 6 { digits += "FF" }
        guard digits.count == 8, let value = UInt64(digits, radix: 16) else {
            self.init(white: 2.0 / 3, alpha: 1)
            return
        }
        self.init(red: CGFloat((value >> 24) & 0xFF) / 255, green: CGFloat((value >> 16) & 0xFF) / 255,
                  blue: CGFloat((value >> 8) & 0xFF) / 255, alpha: CGFloat(value & 0xFF) / 255)
    }

    public func lighter(by percentage: CGFloat = 30.0) -> UIColor {
        adjusted(by: abs(percentage))
    }

    public func darker(by percentage: CGFloat = 30.0) -> UIColor {
        adjusted(by: -abs(percentage))
    }

    private func adjusted(by percentage: CGFloat) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let change = percentage / 100
        return UIColor(red: min(red + change, 1), green: min(green + change, 1), blue: min(blue + change, 1), alpha: alpha)
    }
}

// construkt-api.md §6 (Layout helpers): `NSDirectionalEdgeInsets(v:h:)`.
extension NSDirectionalEdgeInsets {
    public init(v: CGFloat, h: CGFloat) {
        self.init(top: v, leading: h, bottom: v, trailing: h)
    }
}

// construkt-api.md §3 (UIKit helpers): `UIViewController(_ view: View, padding:safeArea:)`.
extension UIViewController {
    public convenience init(_ view: View, padding: UIEdgeInsets? = nil, safeArea: Bool = false) {
        self.init(nibName: nil, bundle: nil)
        self.view.embed(view, padding: padding, safeArea: safeArea)
    }
}

// construkt-api.md §3 (UIKit helpers): `UIView.embed`, `empty`.
extension UIView {
    public func embed(_ view: View, padding: UIEdgeInsets? = nil, safeArea: Bool = false) {
        addSubview(view())
    }

    public func embed(_ views: [View], padding: UIEdgeInsets? = nil, safeArea: Bool = false) {
        views.forEach { addSubview($0()) }
    }

    public func empty() {
        subviews.forEach { $0.removeFromSuperview() }
    }
}

// construkt-api.md §3 (UIKit helpers): `UIStackView.addArrangedSubview(View)`/`reset(to:)`.
extension UIStackView {
    public func addArrangedSubview(_ view: View) {
        addArrangedSubview(view())
    }

    public func reset(to views: [View]) {
        empty()
        views.forEach { addArrangedSubview($0) }
    }
}

// construkt-api.md §3 (UIKit helpers): `UIImage(color:size:)`, failable as in 1.2.6 (it fails where
// drawing does; the stand-in always succeeds).
extension UIImage {
    public convenience init?(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
        self.init(standInSource: "color")
    }
}
