import UIKit

/// A responder that may take routed events of any type.
// construkt-api.md §8 (its requirement, `__receive(_:sender:)`, from the 1.2.6 sources)
public protocol AnyRouteReceiving: AnyObject {
    func __receive(_ event: Any, sender: Any?) -> Bool
}

/// A responder that takes routed events of one type. (@MainActor in 1.2.6; see ConstruktKit.swift.)
// construkt-api.md §8
public protocol RouteReceiving: AnyRouteReceiving {
    associatedtype Event
    func canReceive(_ event: Event, sender: Any?) -> Bool
}

// construkt-api.md §8: an event of the receiver's type goes to canReceive.
extension RouteReceiving {
    public func __receive(_ event: Any, sender: Any?) -> Bool {
        guard let event = event as? Event else { return false }
        return canReceive(event, sender: sender)
    }
}

// construkt-api.md §8: `route(_:sender:)` walks the responder chain: the responder itself, view
// receivers from onReceiveRoute, the controller's route handler and coordinator, then `next`.
extension UIResponder {
    @discardableResult
    public func route<E>(_ event: E, sender: Any?) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if let receiver = current as? AnyRouteReceiving, receiver.__receive(event, sender: sender) {
                return true
            }
            if let receiver: (Any, Any?) -> Bool = current.storedValue("routeReceiver"), receiver(event, sender) {
                return true
            }
            if let controller = current as? UIViewController {
                if let handler = controller.associatedRouteHandler, handler.__receive(event, sender: sender) {
                    return true
                }
                if let coordinator = controller.associatedCoordinator, coordinator.__receive(event, sender: sender) {
                    return true
                }
            }
            responder = current.next
        }
        return false
    }
}

// construkt-api.md §8: the receivers a router links to a controller with `receiver:`.
extension UIViewController {
    public var associatedRouteHandler: AnyRouteReceiving? {
        get { storedValue("associatedRouteHandler") }
        set { store(newValue, for: "associatedRouteHandler") }
    }

    /// Held weakly.
    public var associatedCoordinator: AnyRouteReceiving? {
        get { (storedValue("associatedCoordinator") as WeakReceiver?)?.receiver }
        set { store(newValue.map(WeakReceiver.init), for: "associatedCoordinator") }
    }
}

/// A weak hold on a receiver.
struct WeakReceiver {
    weak var receiver: AnyRouteReceiving?

    init(_ receiver: AnyRouteReceiving) {
        self.receiver = receiver
    }
}

// construkt-api.md §4 (`onRoute(_ event: @autoclosure () -> E)` routes on tap).
extension ModifiableView {
    @discardableResult
    public func onRoute<E>(_ event: @escaping @autoclosure () -> E) -> ViewModifier<Base> {
        onTapGesture { context in
            context.view.route(event(), sender: context.view)
        }
    }
}

// construkt-api.md §8: `ViewConvertable.onReceiveRoute` returns `[View]`. Each view holds one
// receiver: a later onReceiveRoute replaces an earlier one, as in 1.2.6.
extension ViewConvertable {
    public func onReceiveRoute<E>(_ type: E.Type, handler: @escaping (E) -> Bool) -> [View] {
        onReceiveRoute(type) { (event: E, _: UIResponder?) in handler(event) }
    }

    public func onReceiveRoute<E, T: AnyObject>(_ type: E.Type, on target: T, handler: @escaping (T, E) -> Bool) -> [View] {
        onReceiveRoute(type) { [weak target] (event: E, _: UIResponder?) in
            guard let target = target else { return false }
            return handler(target, event)
        }
    }

    public func onReceiveRoute<E>(_ type: E.Type, handler: @escaping (E, UIResponder?) -> Bool) -> [View] {
        let views = asViews().map { $0() }
        views.forEach { view in
            let receiver: (Any, Any?) -> Bool = { event, sender in
                guard let event = event as? E else { return false }
                return handler(event, sender as? UIResponder)
            }
            view.store(receiver, for: "routeReceiver")
        }
        return views
    }

    public func onReceiveRoute<E, T: AnyObject>(_ type: E.Type, on target: T, handler: @escaping (T, E, UIResponder?) -> Bool) -> [View] {
        onReceiveRoute(type) { [weak target] (event: E, sender: UIResponder?) in
            guard let target = target else { return false }
            return handler(target, event, sender)
        }
    }
}

/// A route handler linked to a controller: its `handle` decides what each route does.
// construkt-api.md §8 (@MainActor in 1.2.6)
open class ConstruktRouteHandler<R>: RouteReceiving {
    public let router: ConstruktRouter

    public init(router: ConstruktRouter) {
        self.router = router
    }

    public func canReceive(_ event: R, sender: Any?) -> Bool {
        handle(event, sender: sender)
    }

    open func handle(_ route: R, sender: Any?) -> Bool {
        false
    }
}
