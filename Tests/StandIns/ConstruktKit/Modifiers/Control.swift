import UIKit

// construkt-api.md §4 (UIControl). ⚠ The non-bind highlighted(_:) and selected(_:) set isEnabled,
// as 1.2.6 does.
extension ModifiableView where Base: UIControl {
    @discardableResult
    public func enabled(_ enabled: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isEnabled, value: enabled)
    }

    @discardableResult
    public func enabled<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == Bool {
        onReceive(binding) { $0.view.isEnabled = $0.value }
    }

    @discardableResult
    public func highlighted(_ highlighted: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isEnabled, value: highlighted)
    }

    @discardableResult
    public func highlighted<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == Bool {
        onReceive(binding) { $0.view.isHighlighted = $0.value }
    }

    @discardableResult
    public func selected(_ selected: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isEnabled, value: selected)
    }

    @discardableResult
    public func selected<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == Bool {
        onReceive(binding) { $0.view.isSelected = $0.value }
    }

    @discardableResult
    public func contentHorizontalAlignment(_ alignment: UIControl.ContentHorizontalAlignment) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.contentHorizontalAlignment, value: alignment)
    }

    @discardableResult
    public func contentVerticalAlignment(_ alignment: UIControl.ContentVerticalAlignment) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.contentVerticalAlignment, value: alignment)
    }
}
