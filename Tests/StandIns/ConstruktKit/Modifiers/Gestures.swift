@_spi(StandIn) import UIKit

// construkt-api.md §4 (Gestures). A test fires a gesture with the UIKit stand-in's
// `standInFire()` on the view's gesture recognizer.
extension ModifiableView {
    @discardableResult
    public func onTapGesture(numberOfTaps: Int = 1, _ handler: @escaping (_ context: BuilderTapGestureContext<Base>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { view in
            let gesture = UITapGestureRecognizer()
            gesture.numberOfTapsRequired = numberOfTaps
            view.addGestureRecognizer(gesture)
            view.isUserInteractionEnabled = true
            gesture.standInAddHandler { [weak view] gesture in
                guard let view = view else { return }
                handler(BuilderTapGestureContext(view: view, gesture: gesture))
            }
        }
    }

    @discardableResult
    public func onSwipeLeft(_ handler: @escaping (_ context: BuilderSwipeGestureContext<Base>) -> Void) -> ViewModifier<Base> {
        onSwipe(.left, handler)
    }

    @discardableResult
    public func onSwipeRight(_ handler: @escaping (_ context: BuilderSwipeGestureContext<Base>) -> Void) -> ViewModifier<Base> {
        onSwipe(.right, handler)
    }

    private func onSwipe(_ direction: UISwipeGestureRecognizer.Direction,
                         _ handler: @escaping (_ context: BuilderSwipeGestureContext<Base>) -> Void) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { view in
            let gesture = UISwipeGestureRecognizer()
            gesture.direction = direction
            view.addGestureRecognizer(gesture)
            view.isUserInteractionEnabled = true
            gesture.standInAddHandler { [weak view, weak gesture] _ in
                guard let view = view, let gesture = gesture else { return }
                handler(BuilderSwipeGestureContext(view: view, gesture: gesture))
            }
        }
    }

    @discardableResult
    public func hideKeyboardOnBackgroundTap(cancelsTouchesInView: Bool = true) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { view in
            let gesture = UITapGestureRecognizer()
            gesture.cancelsTouchesInView = cancelsTouchesInView
            view.addGestureRecognizer(gesture)
            gesture.standInAddHandler { [weak view] _ in
                view?.endEditing(true)
            }
        }
    }
}
