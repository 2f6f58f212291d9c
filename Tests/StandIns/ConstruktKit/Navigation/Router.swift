import UIKit

/// A sheet height.
// construkt-api.md §8 (only `medium` and `large` are known)
public enum SheetDetent {
    case medium, large
}

/// How `present` shows a controller.
// construkt-api.md §8
public enum ModalStyle {
    case sheet(detents: [SheetDetent] = [.medium, .large], prefersGrabberVisible: Bool = true)
    case pageSheet
    case fullScreen
    case formSheet
    case custom((UIViewController) -> Void)
}

/// Navigation on a UINavigationController. `receiver:` links the shown controller back to a
/// coordinator, so routed events reach it. The methods are requirements, so calls dispatch
/// dynamically; the protocol extension only gives them their defaults, and forwards to the
/// requirement itself: a conforming type must implement each one (as 1.2.6's does, where a
/// missing one recurses forever).
// construkt-api.md §8
public protocol ConstruktRouter: AnyObject {
    var navigationController: UINavigationController { get }
    func setRoot(_ module: ConstruktPresentable, hideBar: Bool, animated: Bool, receiver: AnyRouteReceiving?)
    func push(_ module: ConstruktPresentable, animated: Bool, hideTabBar: Bool, completion: (() -> Void)?, receiver: AnyRouteReceiving?)
    func pop(animated: Bool)
    func popToRoot(animated: Bool)
    func present(_ module: ConstruktPresentable, style: ModalStyle, animated: Bool, completion: (() -> Void)?, receiver: AnyRouteReceiving?)
    func dismiss(animated: Bool, completion: (() -> Void)?)
}

// construkt-api.md §8: the defaults, forwarding to the requirements.
extension ConstruktRouter {
    public func setRoot(_ module: ConstruktPresentable, hideBar: Bool = false, animated: Bool = true, receiver: AnyRouteReceiving? = nil) {
        setRoot(module, hideBar: hideBar, animated: animated, receiver: receiver)
    }

    public func push(_ module: ConstruktPresentable, animated: Bool = true, hideTabBar: Bool = false,
                     completion: (() -> Void)? = nil, receiver: AnyRouteReceiving? = nil) {
        push(module, animated: animated, hideTabBar: hideTabBar, completion: completion, receiver: receiver)
    }

    public func pop(animated: Bool = true) {
        pop(animated: animated)
    }

    public func popToRoot(animated: Bool = true) {
        popToRoot(animated: animated)
    }

    public func present(_ module: ConstruktPresentable, style: ModalStyle = .pageSheet, animated: Bool = true,
                        completion: (() -> Void)? = nil, receiver: AnyRouteReceiving? = nil) {
        present(module, style: style, animated: animated, completion: completion, receiver: receiver)
    }

    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        dismiss(animated: animated, completion: completion)
    }
}

/// The router over a navigation controller, and its delegate. A push's completion runs when the
/// pushed controller is popped again (by `pop` or `popToRoot`; 1.2.6 also runs it on an
/// interactive back, through the transition coordinator, which is not modelled here). `present`
/// and `dismiss` act on the navigation controller, where 1.2.6 acts on the top-most controller
/// (the last presented, the shown one of a navigation or tab bar controller): the stand-in UIKit
/// keeps a presentation on the controller that presents, not on the window's root as UIKit does,
/// and the recorders read it there. Sheet detents are not modelled.
// construkt-api.md §8
public final class DefaultRouter: NSObject, ConstruktRouter, UINavigationControllerDelegate {
    public let navigationController: UINavigationController
    private var completions: [ObjectIdentifier: () -> Void] = [:]

    public init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
        super.init()
        self.navigationController.delegate = self
    }

    public func setRoot(_ module: ConstruktPresentable, hideBar: Bool = false, animated: Bool = true, receiver: AnyRouteReceiving? = nil) {
        let controller = linked(module, receiver)
        navigationController.setViewControllers([controller], animated: animated)
        navigationController.isNavigationBarHidden = hideBar
    }

    public func push(_ module: ConstruktPresentable, animated: Bool = true, hideTabBar: Bool = false,
                     completion: (() -> Void)? = nil, receiver: AnyRouteReceiving? = nil) {
        let controller = linked(module, receiver)
        controller.hidesBottomBarWhenPushed = hideTabBar
        if let completion { completions[ObjectIdentifier(controller)] = completion }
        navigationController.pushViewController(controller, animated: animated)
    }

    public func pop(animated: Bool = true) {
        if let controller = navigationController.popViewController(animated: animated) {
            runCompletion(for: controller)
        }
    }

    public func popToRoot(animated: Bool = true) {
        let popped = navigationController.popToRootViewController(animated: animated) ?? []
        popped.forEach(runCompletion)
    }

    public func present(_ module: ConstruktPresentable, style: ModalStyle = .pageSheet, animated: Bool = true,
                        completion: (() -> Void)? = nil, receiver: AnyRouteReceiving? = nil) {
        let controller = linked(module, receiver)
        switch style {
        case .sheet, .pageSheet: controller.modalPresentationStyle = .pageSheet
        case .fullScreen: controller.modalPresentationStyle = .fullScreen
        case .formSheet: controller.modalPresentationStyle = .formSheet
        case .custom(let configure): configure(controller)
        }
        navigationController.present(controller, animated: animated, completion: completion)
    }

    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        navigationController.dismiss(animated: animated, completion: completion)
    }

    private func runCompletion(for controller: UIViewController) {
        completions.removeValue(forKey: ObjectIdentifier(controller))?()
    }

    /// The module's controller, linked (weakly, as its coordinator) to `receiver`.
    private func linked(_ module: ConstruktPresentable, _ receiver: AnyRouteReceiving?) -> UIViewController {
        let controller = module.toPresentable()
        controller.associatedCoordinator = receiver
        return controller
    }
}
