import UIKit

/// A responder that may take routed events of any type.
// construkt-api.md §8 (its requirement, `__receive(_:sender:)`, from the 1.2.6 sources)
@MainActor
public protocol AnyRouteReceiving: AnyObject {
    func __receive(_ event: Any, sender: Any?) -> Bool
}

/// A responder that takes routed events of one type.
// construkt-api.md §8
@MainActor
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
            if let view = current as? UIView, view.associatedReceivers.contains(where: { $0.__receive(event, sender: sender) }) {
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

// construkt-api.md §8: `ViewConvertable.onReceiveRoute` returns `[View]`, each element wrapped so
// that building it appends a receiver to the built view (1.2.6 Core/Builder/Builder.swift,
// `RouteReceivingModifier`); `route(_:sender:)` asks a view's receivers in order, so the first that
// accepts an event wins. Handlers are @MainActor.
extension ViewConvertable {
    public func onReceiveRoute<E>(_ eventType: E.Type, handler: @escaping @MainActor (E) -> Bool) -> [View] {
        asViews().map { element in
            RouteReceivingModifier(view: element) { $0.associatedReceivers.append(ClosureRouteReceiver { event, _ in handler(event) }) }
        }
    }

    public func onReceiveRoute<E, Target: AnyObject>(_ eventType: E.Type, on target: Target,
                                                     handler: @escaping @MainActor (Target, E) -> Bool) -> [View] {
        asViews().map { element in
            RouteReceivingModifier(view: element) { [weak target] view in
                view.associatedReceivers.append(ClosureRouteReceiver { (event: E, _) in
                    guard let target = target else { return false }
                    return handler(target, event)
                })
            }
        }
    }

    public func onReceiveRoute<E>(_ eventType: E.Type, handler: @escaping @MainActor (E, UIResponder?) -> Bool) -> [View] {
        asViews().map { element in
            RouteReceivingModifier(view: element) { $0.associatedReceivers.append(ClosureRouteReceiver(handler: handler)) }
        }
    }

    public func onReceiveRoute<E, Target: AnyObject>(_ eventType: E.Type, on target: Target,
                                                     handler: @escaping @MainActor (Target, E, UIResponder?) -> Bool) -> [View] {
        asViews().map { element in
            RouteReceivingModifier(view: element) { [weak target] view in
                view.associatedReceivers.append(ClosureRouteReceiver { (event: E, sender: UIResponder?) in
                    guard let target = target else { return false }
                    return handler(target, event, sender)
                })
            }
        }
    }
}

/// Attaches route receivers to a view when it is built, on the main actor.
// construkt-api.md §8 (1.2.6 Core/Builder/Builder.swift)
public struct RouteReceivingModifier: ModifiableView {
    public typealias Base = UIView

    private let view: View
    private let configurator: @MainActor (UIView) -> Void

    public init(view: View, configurator: @escaping @MainActor (UIView) -> Void) {
        self.view = view
        self.configurator = configurator
    }

    @MainActor
    public var modifiableView: UIView {
        let built = view.build()
        configurator(built)
        return built
    }
}

/// A receiver made by `onReceiveRoute`: events of its type go to its handler.
@MainActor
final class ClosureRouteReceiver<E>: RouteReceiving {
    typealias Event = E
    private let handler: (E, UIResponder?) -> Bool

    init(handler: @escaping @MainActor (E, UIResponder?) -> Bool) {
        self.handler = handler
    }

    func canReceive(_ event: E, sender: Any?) -> Bool {
        handler(event, sender as? UIResponder)
    }
}

extension UIView {
    /// The receivers `onReceiveRoute` attached, in the order they were attached.
    var associatedReceivers: [AnyRouteReceiving] {
        get { storedValue("associatedReceivers") ?? [] }
        set { store(newValue, for: "associatedReceivers") }
    }
}

/// A route handler linked to a controller: its `handle` decides what each route does.
// construkt-api.md §8
@MainActor
open class ConstruktRouteHandler<RouteType>: RouteReceiving {
    public typealias Event = RouteType

    public let router: ConstruktRouter

    public init(router: ConstruktRouter) {
        self.router = router
    }

    public final func canReceive(_ event: RouteType, sender: Any?) -> Bool {
        handle(event, sender: sender)
    }

    open func handle(_ route: RouteType, sender: Any?) -> Bool {
        false
    }
}
