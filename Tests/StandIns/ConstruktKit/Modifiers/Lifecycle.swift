import UIKit

/// A view that stores appear/disappear handlers: labels, stacks, containers, GeometryReader,
/// TableView. ⚠ ButtonView, ImageView and ViewBuilder structs are not.
// construkt-api.md §4 (onAppear), §9 (it is not called ViewBuilderEventHandling)
public protocol ViewBuilderRouteReceiving: UIView {}

// construkt-api.md §4 (onAppear, onAppearOnce, onDisappear). Kept, never fired: the stand-in has
// no windows.
extension ModifiableView where Base: ViewBuilderRouteReceiving {
    @discardableResult
    public func onAppear(_ handler: @escaping (_ context: ViewBuilderContext<UIView>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.appendHandler(handler, for: "onAppear") }
    }

    @discardableResult
    public func onAppearOnce(_ handler: @escaping (_ context: ViewBuilderContext<UIView>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.appendHandler(handler, for: "onAppearOnce") }
    }

    @discardableResult
    public func onDisappear(_ handler: @escaping (_ context: ViewBuilderContext<UIView>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.appendHandler(handler, for: "onDisappear") }
    }
}

// construkt-api.md §4 (Host lifecycle), §7: fire only on the root given to toPresentable(),
// from LifecycleHostController. One handler per event: a later call replaces an earlier one, as
// in 1.2.6.
extension ModifiableView {
    @discardableResult
    public func onHostDidLoad(_ handler: @escaping () -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onHostDidLoad") }
    }

    @discardableResult
    public func onHostWillAppear(_ handler: @escaping (_ animated: Bool) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onHostWillAppear") }
    }

    @discardableResult
    public func onHostWillDisappear(_ handler: @escaping (_ animated: Bool) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(handler, for: "onHostWillDisappear") }
    }
}
