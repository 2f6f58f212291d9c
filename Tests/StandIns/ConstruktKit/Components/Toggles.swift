import UIKit

/// A UISwitch. ⚠ `Toggle(isOn: vm.$x)` does not compile: write `Toggle().isOn(vm.$x)`.
// construkt-api.md §3
public struct Toggle: ModifiableView {
    public let modifiableView = Modified(_ToggleView())

    public init(isOn: Bool = false) {
        modifiableView.isOn = isOn
    }

    /// Two-way: the switch follows the binding, and user changes (`.valueChanged`) write it.
    public func isOn<B: MutableViewBinding>(_ binding: B) -> Self where B.Value == Bool {
        modifiableView.isOn = binding.wrappedValue
        binding.observe(on: .main) { [weak modifiableView] newValue in
            if modifiableView?.isOn != newValue {
                modifiableView?.setOn(newValue, animated: true)
            }
        }
        .store(in: modifiableView.cancelBag)
        modifiableView.addAction(UIAction { action in
            guard let view = action.sender as? _ToggleView else { return }
            var bound = binding
            bound.wrappedValue = view.isOn
        }, for: .valueChanged)
        return self
    }

    public func onTintColor(_ color: UIColor) -> Self {
        modifiableView.onTintColor = color
        return self
    }

    public func thumbTintColor(_ color: UIColor) -> Self {
        modifiableView.thumbTintColor = color
        return self
    }
}

/// Toggle's UISwitch.
// construkt-api.md §3
public class _ToggleView: UISwitch {}

/// A plain UISwitch, on by default.
// construkt-api.md §3
public struct SwitchView: ModifiableView {
    public let modifiableView: UISwitch = Modified(UISwitch()) {
        $0.onTintColor = ViewBuilderEnvironment.defaultButtonColor
    }

    public init(_ isOn: Bool = true) {
        modifiableView.isOn = isOn
    }

    public init<B: ViewBinding>(_ binding: B) where B.Value == Bool {
        isOn(bind: binding)
    }

    public init<B: MutableViewBinding>(_ binding: B) where B.Value == Bool {
        isOn(bidirectionalBind: binding)
    }
}

// construkt-api.md §4 (UISwitch)
extension ModifiableView where Base: UISwitch {
    @discardableResult
    public func isOn<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == Bool {
        onReceive(binding) { $0.view.isOn = $0.value }
    }

    @discardableResult
    public func isOn<B: MutableViewBinding>(bidirectionalBind binding: B) -> ViewModifier<Base> where B.Value == Bool {
        ViewModifier(modifiableView) { switchView in
            binding.observe(on: .main) { [weak switchView] value in
                if switchView?.isOn != value { switchView?.isOn = value }
            }
            .store(in: switchView.cancelBag)
            switchView.addAction(UIAction { [weak switchView] _ in
                if let isOn = switchView?.isOn, isOn != binding.wrappedValue {
                    var mutableBinding = binding
                    mutableBinding.wrappedValue = isOn
                }
            }, for: .valueChanged)
        }
    }

    @discardableResult
    public func onTintColor(_ color: UIColor?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.onTintColor, value: color)
    }

    @discardableResult
    public func onChange(_ handler: @escaping (_ context: ViewBuilderValueContext<UISwitch, Bool>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { switchView in
            switchView.addAction(UIAction { [weak switchView] _ in
                guard let view = switchView else { return }
                handler(ViewBuilderValueContext(view: view, value: view.isOn))
            }, for: .valueChanged)
        }
    }
}
