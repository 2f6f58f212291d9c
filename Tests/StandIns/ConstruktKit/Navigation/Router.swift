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
/// dynamically; their defaults come from the protocol extension.
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

// construkt-api.md §8: the defaults come from the protocol extension.
extension ConstruktRouter {
    public func setRoot(_ module: ConstruktPresentable, hideBar: Bool = false, animated: Bool = true, receiver: AnyRouteReceiving? = nil) {
        let controller = linked(module, receiver)
        navigationController.setViewControllers([controller], animated: animated)
        navigationController.isNavigationBarHidden = hideBar
    }

    public func push(_ module: ConstruktPresentable, animated: Bool = true, hideTabBar: Bool = false,
                     completion: (() -> Void)? = nil, receiver: AnyRouteReceiving? = nil) {
        let controller = linked(module, receiver)
        controller.hidesBottomBarWhenPushed = hideTabBar
        navigationController.pushViewController(controller, animated: animated)
        completion?()
    }

    public func pop(animated: Bool = true) {
        navigationController.popViewController(animated: animated)
    }

    public func popToRoot(animated: Bool = true) {
        navigationController.popToRootViewController(animated: animated)
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

    /// The module's controller, linked (weakly, as its coordinator) to `receiver`.
    private func linked(_ module: ConstruktPresentable, _ receiver: AnyRouteReceiving?) -> UIViewController {
        let controller = module.toPresentable()
        controller.associatedCoordinator = receiver
        return controller
    }
}

/// The router over a navigation controller, and its delegate. (Its calls go to the protocol
/// extension's defaults here; 1.2.6 runs push completions when the push is shown.)
// construkt-api.md §8
public final class DefaultRouter: NSObject, ConstruktRouter, UINavigationControllerDelegate {
    public let navigationController: UINavigationController

    public init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
        super.init()
        self.navigationController.delegate = self
    }
}
