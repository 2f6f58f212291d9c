import UIKit

// construkt-api.md §2 (ViewModifier's inits include these binding forms in the 1.2.6 sources)
extension ViewModifier {
    /// Runs `handler` with the view and each value the binding emits.
    public init<B: ViewBinding, T>(_ view: Base, binding: B, handler: @escaping (_ context: ViewBuilderValueContext<Base, T>) -> Void)
    where B.Value == T {
        self.init(view)
        binding.observe(on: .main) { [weak view] value in
            if let view = view {
                handler(ViewBuilderValueContext(view: view, value: value))
            }
        }
        .store(in: view.cancelBag)
    }

    /// Writes each value the binding emits to `keyPath` when it differs.
    public init<B: ViewBinding, T: Equatable>(_ view: Base, binding: B, keyPath: ReferenceWritableKeyPath<Base, T>) where B.Value == T {
        self.init(view, binding: binding) { context in
            if context.view[keyPath: keyPath] != context.value {
                context.view[keyPath: keyPath] = context.value
            }
        }
    }
}

// construkt-api.md §4 (Bindings): bind, onReceive, hidden(bind:)/hidden(when:),
// userInteractionEnabled(bind:)/(when:). Observations live in the view's cancelBag.
extension ModifiableView {
    @discardableResult
    public func bind<B: ViewBinding, T>(_ keyPath: ReferenceWritableKeyPath<Base, T>, to binding: B) -> ViewModifier<Base>
    where B.Value == T, T: Equatable {
        ViewModifier(modifiableView, binding: binding, keyPath: keyPath)
    }

    @discardableResult
    public func onReceive<B: ViewBinding, T>(_ binding: B, _ handler: @escaping (_ context: ViewBuilderValueContext<Base, T>) -> Void) -> ViewModifier<Base>
    where B.Value == T {
        ViewModifier(modifiableView, binding: binding, handler: handler)
    }

    @discardableResult
    public func hidden<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == Bool {
        onReceive(binding) { $0.view.isHidden = $0.value }
    }

    @discardableResult
    public func hidden<B: ViewBinding>(when binding: B) -> ViewModifier<Base> where B.Value == Bool {
        hidden(bind: binding)
    }

    @discardableResult
    public func userInteractionEnabled<B: ViewBinding>(bind binding: B) -> ViewModifier<Base> where B.Value == Bool {
        onReceive(binding) { $0.view.isUserInteractionEnabled = $0.value }
    }

    @discardableResult
    public func userInteractionEnabled<B: ViewBinding>(when binding: B) -> ViewModifier<Base> where B.Value == Bool {
        userInteractionEnabled(bind: binding)
    }
}
