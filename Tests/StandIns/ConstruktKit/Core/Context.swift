import UIKit

/// Gives handlers the view and its controllers.
// construkt-api.md §4 (Contexts)
public protocol ViewBuilderContextProvider {
    associatedtype Base: UIView
    var view: Base { get }
}

/// A context that also carries a value.
// construkt-api.md §4 (Contexts)
public protocol ViewBuilderContextValueProvider: ViewBuilderContextProvider {
    associatedtype Value
    var value: Value { get }
}

// construkt-api.md §4 (Contexts): viewController, navigationController, push, present, endEditing.
extension ViewBuilderContextProvider {
    public var viewController: UIViewController? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    public var navigationController: UINavigationController? {
        viewController?.navigationController
    }

    public func present(_ view: View, animated: Bool = true) {
        navigationController?.present(UIViewController(view), animated: animated)
    }

    public func present<VC: UIViewController>(_ vc: VC, configure: ((_ vc: VC) -> Void)? = nil) {
        configure?(vc)
        navigationController?.present(vc, animated: true)
    }

    public func push(_ view: View, animated: Bool = true) {
        navigationController?.pushViewController(UIViewController(view), animated: animated)
    }

    public func push<VC: UIViewController>(_ vc: VC, configure: ((_ vc: VC) -> Void)? = nil) {
        configure?(vc)
        navigationController?.pushViewController(vc, animated: true)
    }

    public func endEditing() {
        var root: UIView = view
        while let parent = root.superview { root = parent }
        root.endEditing(true)
    }
}

/// The context of most handlers: the view.
// construkt-api.md §4 (Contexts)
public struct ViewBuilderContext<Base: UIView>: ViewBuilderContextProvider {
    public var view: Base
}

/// The context of value handlers: the view and the value.
// construkt-api.md §4 (Contexts)
public struct ViewBuilderValueContext<Base: UIView, Value>: ViewBuilderContextValueProvider {
    public let view: Base
    public var value: Value
}

/// The context of `onTapGesture`.
// construkt-api.md §4 (Gestures)
public struct BuilderTapGestureContext<Base: UIView>: ViewBuilderContextProvider {
    public var view: Base
    public var gesture: UIGestureRecognizer
}

/// The context of `onSwipeLeft`/`onSwipeRight`.
// construkt-api.md §4 (Gestures)
public struct BuilderSwipeGestureContext<Base: UIView>: ViewBuilderContextProvider {
    public var view: Base
    public var gesture: UISwipeGestureRecognizer
}
