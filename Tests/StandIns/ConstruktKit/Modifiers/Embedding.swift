import UIKit

// construkt-api.md §4 (Embedding): where an embedded view sits in its container.
extension UIView {
    /// Where ContainerView, ScrollView, GeometryReader and `embed` place a child.
    public enum EmbedPosition {
        case fill, top, topLeft, topCenter, topRight, left, center, centerLeft, centerRight
        case right, bottom, bottomLeft, bottomCenter, bottomRight
    }
}

// construkt-api.md §4 (Embedding). Read only by containers; layout is not modelled, so the values
// are kept on the view and not recorded.
extension ModifiableView {
    @discardableResult
    public func margins(_ value: CGFloat) -> ViewModifier<Base> {
        margins(insets: UIEdgeInsets(top: value, left: value, bottom: value, right: value))
    }

    @discardableResult
    public func margins(h: CGFloat, v: CGFloat) -> ViewModifier<Base> {
        margins(insets: UIEdgeInsets(top: v, left: h, bottom: v, right: h))
    }

    @discardableResult
    public func margins(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> ViewModifier<Base> {
        margins(insets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }

    @discardableResult
    public func margins(insets: UIEdgeInsets) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(insets, for: "margins") }
    }

    @discardableResult
    public func position(_ position: UIView.EmbedPosition) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(position, for: "position") }
    }

    @discardableResult
    public func safeArea(_ safeArea: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(safeArea, for: "safeArea") }
    }
}
