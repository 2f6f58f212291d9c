@_spi(StandIn) import UIKit

// construkt-api.md §4 (Any view: Look)
extension ModifiableView {
    @discardableResult
    public func alpha(_ alpha: CGFloat) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.alpha, value: alpha)
    }

    @discardableResult
    public func backgroundColor(_ color: UIColor?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.backgroundColor, value: color)
    }

    @discardableResult
    public func border(color: UIColor, lineWidth: CGFloat = 0.5) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.layer.borderWidth = lineWidth }
    }

    @discardableResult
    public func clipsToBounds(_ clips: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.clipsToBounds, value: clips)
    }

    @discardableResult
    public func contentMode(_ contentMode: UIView.ContentMode) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.contentMode, value: contentMode)
    }

    /// Rounds the corners and clips.
    @discardableResult
    public func cornerRadius(_ radius: CGFloat) -> ViewModifier<Base> {
        ViewModifier(modifiableView) {
            $0.layer.cornerRadius = radius
            $0.clipsToBounds = true
        }
    }

    @discardableResult
    public func roundedCorners(_ radius: CGFloat, corners: UIRectCorner) -> ViewModifier<Base> {
        ViewModifier(modifiableView) {
            $0.layer.cornerRadius = radius
            $0.clipsToBounds = true
        }
    }

    @discardableResult
    public func roundedCorners(radius: CGFloat, corners: CACornerMask) -> ViewModifier<Base> {
        ViewModifier(modifiableView) {
            $0.layer.cornerRadius = radius
            $0.layer.maskedCorners = corners
            $0.clipsToBounds = true
        }
    }

    @discardableResult
    public func shadow(color: UIColor, radius: CGFloat, opacity: Float, offset: CGSize = .zero) -> ViewModifier<Base> {
        ViewModifier(modifiableView) {
            $0.layer.shadowRadius = radius
            $0.layer.shadowOpacity = opacity
            $0.layer.shadowOffset = offset
        }
    }

    @discardableResult
    public func tintColor(_ color: UIColor) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.tintColor = color }
    }

    @discardableResult
    public func isOpaque(_ opaque: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isOpaque, value: opaque)
    }

    @discardableResult
    public func zIndex(_ position: CGFloat) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.layer.zPosition = position }
    }

    @discardableResult
    public func shimmerable(_ shimmerable: Bool, bgColor: UIColor = UIColor(white: 0.9, alpha: 1)) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.isShimmerable = shimmerable }
    }
}

// 1.2.6 Components/ShimmerView/_ShimmerView.swift keeps the flag in an associated object; the
// stand-in keeps it in the responder's stand-in storage.
extension UIView {
    public var isShimmerable: Bool {
        get { standInAssociatedObjects["ConstruktKit.isShimmerable"] as? Bool ?? false }
        set { standInAssociatedObjects["ConstruktKit.isShimmerable"] = newValue }
    }
}

// construkt-api.md §4 (Any view: State)
extension ModifiableView {
    @discardableResult
    public func hidden(_ hidden: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isHidden, value: hidden)
    }

    @discardableResult
    public func visible(_ visible: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isHidden, value: !visible)
    }

    @discardableResult
    public func isUserInteractionEnabled(_ enabled: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isUserInteractionEnabled, value: enabled)
    }

    @discardableResult
    public func userInteractionEnabled(_ enabled: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isUserInteractionEnabled, value: enabled)
    }
}

// construkt-api.md §4 (Any view: Identity). ⚠ These take RawRepresentable keys, not plain
// Strings or Ints.
extension ModifiableView {
    @discardableResult
    public func tag<T: RawRepresentable>(_ value: T) -> ViewModifier<Base> where T.RawValue == Int {
        ViewModifier(modifiableView, keyPath: \.tag, value: value.rawValue)
    }

    @discardableResult
    public func identifier<T: RawRepresentable>(_ value: T) -> ViewModifier<Base> where T.RawValue == String {
        ViewModifier(modifiableView) { $0.accessibilityIdentifier = value.rawValue }
    }

    @discardableResult
    public func accessibilityIdentifier<T: RawRepresentable>(_ value: T) -> ViewModifier<Base> where T.RawValue == String {
        ViewModifier(modifiableView) { $0.accessibilityIdentifier = value.rawValue }
    }
}

// construkt-api.md §4 (Escape hatches: customConstraints). Auto Layout is not modelled: the
// closure is kept, as 1.2.6 keeps it until the view is embedded, and never called.
extension ModifiableView {
    @discardableResult
    public func customConstraints(_ constraints: @escaping (_ view: UIView) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(constraints, for: "customConstraints") }
    }
}

// construkt-api.md §4 (navigation)
extension ModifiableView {
    /// Sets the hosting view controller's title (when hosted by toPresentable).
    @discardableResult
    public func navigation(title: String?) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(title, for: "navigationTitle") }
    }
}
