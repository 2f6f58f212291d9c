import UIKit

/// A one-line text field. ⚠ There is no `TextField(bidirectionalBind:)`: two-way is the
/// `.text(bidirectionalBind:)` modifier.
// construkt-api.md §3
public struct TextField: ModifiableView {
    public let modifiableView = Modified(UITextField())

    public init(placeholder: String?) {
        modifiableView.placeholder = placeholder
    }

    public init(_ text: String?) {
        modifiableView.text = text
    }

    public init<B: ViewBinding>(_ binding: B) where B.Value == String? {
        text(bind: binding)
    }

    public init<B: MutableViewBinding>(_ binding: B) where B.Value == String {
        text(bidirectionalBind: binding)
    }

    public init<B: MutableViewBinding>(_ binding: B) where B.Value == String? {
        text(bidirectionalBind: binding)
    }
}

// construkt-api.md §4 (UITextField). No font modifier: use `.with`.
extension ModifiableView where Base: UITextField {
    @discardableResult
    public func placeholder(_ placeholder: String?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.placeholder, value: placeholder)
    }

    @discardableResult
    public func textColor(_ color: UIColor) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.textColor = color }
    }

    @discardableResult
    public func keyboardType(_ type: UIKeyboardType) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.keyboardType, value: type)
    }

    @discardableResult
    public func returnKeyType(_ type: UIReturnKeyType) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.returnKeyType, value: type)
    }

    @discardableResult
    public func autocapitalizationType(_ type: UITextAutocapitalizationType) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.autocapitalizationType, value: type)
    }

    @discardableResult
    public func autocorrectionType(_ type: UITextAutocorrectionType) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.autocorrectionType, value: type)
    }

    @discardableResult
    public func secureTextEntry(_ secure: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.isSecureTextEntry, value: secure)
    }

    /// Not in construkt-api.md §4; declared by the ConstruktKit sources (Builder+TextField.swift)
    /// and used by the catalog.
    @discardableResult
    public func enablesReturnKeyAutomatically(_ enabled: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.enablesReturnKeyAutomatically, value: enabled)
    }

    @discardableResult
    public func textContentType(_ type: UITextContentType) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.textContentType = type }
    }

    @discardableResult
    public func inputView(_ view: UIView?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.inputView, value: view)
    }

    @discardableResult
    public func inputAccessoryView(_ view: UIView?) -> ViewModifier<Base> {
        ViewModifier(modifiableView, keyPath: \.inputAccessoryView, value: view)
    }

    /// One-way: takes only a `String?` binding.
    @discardableResult
    public func text<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == String? {
        onReceive(binding) { $0.view.text = $0.value }
    }

    /// Two-way: the field follows the binding, and edits (`.editingChanged`) write it.
    @discardableResult
    public func text<B: MutableViewBinding>(bidirectionalBind binding: B) -> ViewModifier<Base> where B.Value == String {
        ViewModifier(modifiableView) { field in
            binding.observe(on: .main) { [weak field] value in
                if field?.text != value { field?.text = value }
            }
            .store(in: field.cancelBag)
            field.addAction(UIAction { [weak field] _ in
                let text = field?.text ?? ""
                if text != binding.wrappedValue {
                    var mutableBinding = binding
                    mutableBinding.wrappedValue = text
                }
            }, for: .editingChanged)
        }
    }

    /// Two-way: the field follows the binding, and edits (`.editingChanged`) write it.
    @discardableResult
    public func text<B: MutableViewBinding>(bidirectionalBind binding: B) -> ViewModifier<Base> where B.Value == String? {
        ViewModifier(modifiableView) { field in
            binding.observe(on: .main) { [weak field] value in
                if field?.text != value { field?.text = value }
            }
            .store(in: field.cancelBag)
            field.addAction(UIAction { [weak field] _ in
                let text = field?.text
                if text != binding.wrappedValue {
                    var mutableBinding = binding
                    mutableBinding.wrappedValue = text
                }
            }, for: .editingChanged)
        }
    }

    @discardableResult
    public func onChange(_ handler: @escaping (_ context: ViewBuilderValueContext<UITextField, String?>) -> Void) -> ViewModifier<Base> {
        on(.editingChanged, handler)
    }

    @discardableResult
    public func onEditingDidBegin(_ handler: @escaping (_ context: ViewBuilderValueContext<UITextField, String?>) -> Void) -> ViewModifier<Base> {
        on(.editingDidBegin, handler)
    }

    @discardableResult
    public func onEditingDidEnd(_ handler: @escaping (_ context: ViewBuilderValueContext<UITextField, String?>) -> Void) -> ViewModifier<Base> {
        on(.editingDidEnd, handler)
    }

    @discardableResult
    public func onEditingDidEndOnExit(_ handler: @escaping (_ context: ViewBuilderValueContext<UITextField, String?>) -> Void) -> ViewModifier<Base> {
        on(.editingDidEndOnExit, handler)
    }

    private func on(_ event: UIControl.Event,
                    _ handler: @escaping (_ context: ViewBuilderValueContext<UITextField, String?>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { field in
            field.addAction(UIAction { [weak field] _ in
                guard let field = field else { return }
                handler(ViewBuilderValueContext(view: field, value: field.text))
            }, for: event)
        }
    }
}
