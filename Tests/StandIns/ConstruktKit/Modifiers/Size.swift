import UIKit

// construkt-api.md §4 (Size). Auto Layout is not modelled: sizes are accepted and not recorded.
extension ModifiableView {
    @discardableResult
    public func frame(height: CGFloat? = nil, width: CGFloat? = nil) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func size(width: CGFloat, height: CGFloat) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func height(_ height: CGFloat) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func height(_ height: CGFloat, priority: Float) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func height(min height: CGFloat, priority: UILayoutPriority = UILayoutPriority(rawValue: 999)) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func height(max height: CGFloat, priority: UILayoutPriority = UILayoutPriority(rawValue: 999)) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func width(_ width: CGFloat) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func width(_ width: CGFloat, priority: Float) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func width(min width: CGFloat, priority: UILayoutPriority = UILayoutPriority(rawValue: 999)) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func width(max width: CGFloat, priority: UILayoutPriority = UILayoutPriority(rawValue: 999)) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func contentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }

    @discardableResult
    public func contentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) -> ViewModifier<Base> {
        ViewModifier(modifiableView)
    }
}
