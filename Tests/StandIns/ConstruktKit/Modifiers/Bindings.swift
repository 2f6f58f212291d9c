import UIKit

// construkt-api.md §4 (Bindings): bind, onReceive, hidden(bind:)/hidden(when:),
// userInteractionEnabled(bind:)/(when:). Observations live in the view's cancelBag.
extension ModifiableView {
    @discardableResult
    public func bind<B: ViewBinding, T>(_ keyPath: ReferenceWritableKeyPath<Base, T>, to binding: B) -> ViewModifier<Base>
    where B.Value == T, T: Equatable {
        onReceive(binding) { context in
            if context.view[keyPath: keyPath] != context.value {
                context.view[keyPath: keyPath] = context.value
            }
        }
    }

    @discardableResult
    public func onReceive<B: ViewBinding, T>(_ binding: B, _ handler: @escaping (_ context: ViewBuilderValueContext<Base, T>) -> Void) -> ViewModifier<Base>
    where B.Value == T {
        ViewModifier(modifiableView) { view in
            binding.observe(on: .main) { [weak view] value in
                guard let view = view else { return }
                handler(ViewBuilderValueContext(view: view, value: value))
            }
            .store(in: view.cancelBag)
        }
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
