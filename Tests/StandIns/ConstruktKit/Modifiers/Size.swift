import UIKit

// construkt-api.md §4 (Size). Auto Layout is not solved: sizes are accepted and not recorded, but
// an exact height or width installs its constraint with the identifier 1.2.6 gives it, which code
// that changes the size later looks up.
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
        modifiableView.heightAnchor.constraint(equalToConstant: height).priority(999).identifier("height").activate()
        return ViewModifier(modifiableView)
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
        modifiableView.widthAnchor.constraint(equalToConstant: width).priority(999).identifier("width").activate()
        return ViewModifier(modifiableView)
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

extension NSLayoutConstraint {
    @discardableResult
    public func activate(_ isActive: Bool = true) -> Self {
        self.isActive = isActive
        return self
    }

    @discardableResult
    public func identifier(_ identifier: String?) -> Self {
        self.identifier = identifier
        return self
    }

    @discardableResult
    public func priority(_ priority: UILayoutPriority) -> Self {
        self.priority = priority
        return self
    }

    @discardableResult
    public func priority(_ priority: Float) -> Self {
        self.priority = UILayoutPriority(rawValue: priority)
        return self
    }
}
