import UIKit

/// A view that knows how to inset its content: labels, buttons, stacks, containers,
/// GeometryReader. ⚠ ImageView, CollectionView, Screen and ViewBuilder structs are not.
// construkt-api.md §4 (padding)
public protocol ViewBuilderPaddable {
    func setPadding(_ padding: UIEdgeInsets)
}

// construkt-api.md §4 (padding): only on ViewBuilderPaddable bases.
extension ModifiableView where Base: ViewBuilderPaddable {
    @discardableResult
    public func padding(_ value: CGFloat) -> ViewModifier<Base> {
        padding(insets: UIEdgeInsets(top: value, left: value, bottom: value, right: value))
    }

    @discardableResult
    public func padding(h: CGFloat, v: CGFloat) -> ViewModifier<Base> {
        padding(insets: UIEdgeInsets(top: v, left: h, bottom: v, right: h))
    }

    @discardableResult
    public func padding(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> ViewModifier<Base> {
        padding(insets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }

    @discardableResult
    public func padding(insets: UIEdgeInsets) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.setPadding(insets) }
    }
}

// construkt-api.md §4 (padding), §11: UIButton is paddable through its configuration's content
// insets (iOS 15 and later, 1.2.6 Core/Builder/Builder+Button.swift), not contentEdgeInsets.
extension UIButton: ViewBuilderPaddable {
    public func setPadding(_ padding: UIEdgeInsets) {
        var config = configuration ?? UIButton.Configuration.plain()
        config.contentInsets = NSDirectionalEdgeInsets(top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right)
        configuration = config
    }
}

// construkt-api.md §4 (padding)
extension UIStackView: ViewBuilderPaddable {
    public func setPadding(_ padding: UIEdgeInsets) {
        isLayoutMarginsRelativeArrangement = true
        layoutMargins = padding
    }
}
