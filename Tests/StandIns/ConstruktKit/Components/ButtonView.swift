import UIKit

/// A UIButton with a title. ⚠ No onAppear (UIButton is not ViewBuilderRouteReceiving).
// construkt-api.md §3
public struct ButtonView: ModifiableView {
    public let modifiableView = Modified(UIButton()) {
        $0.setTitleColor(ViewBuilderEnvironment.defaultButtonColor ?? $0.tintColor, for: .normal)
        $0.titleLabel?.font = ViewBuilderEnvironment.defaultButtonFont ?? UIFont.preferredFont(forTextStyle: .headline)
    }

    public init(_ title: String? = nil) {
        modifiableView.setTitle(title, for: .normal)
    }

    public init(_ title: String? = nil, action: @escaping (_ context: ViewBuilderContext<UIButton>) -> Void) {
        modifiableView.setTitle(title, for: .normal)
        onTap(action)
    }
}

// construkt-api.md §4 (UIButton). ⚠ onTap exists only on buttons; it is not throttled here.
extension ModifiableView where Base: UIButton {
    @discardableResult
    public func onTap(_ handler: @escaping (_ context: ViewBuilderContext<Base>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { button in
            button.addAction(UIAction { [weak button] _ in
                guard let button = button else { return }
                handler(ViewBuilderContext(view: button))
            }, for: .touchUpInside)
        }
    }

    @discardableResult
    public func font(_ font: UIFont?) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.titleLabel?.font = font }
    }

    @discardableResult
    public func font(_ style: UIFont.TextStyle) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.titleLabel?.font = UIFont.preferredFont(forTextStyle: style) }
    }

    @discardableResult
    public func color(_ color: UIColor, for state: UIControl.State = .normal) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.setTitleColor(color, for: state) }
    }

    /// A solid background image for a state.
    @discardableResult
    public func backgroundColor(_ color: UIColor, for state: UIControl.State) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.setBackgroundImage(UIImage(color: color), for: state) }
    }

    @discardableResult
    public func alignment(_ alignment: UIControl.ContentHorizontalAlignment) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.contentHorizontalAlignment, value: alignment)
    }
}
