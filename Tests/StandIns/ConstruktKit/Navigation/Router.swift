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
/// coordinator, so routed events reach it. (1.2.6 also declares the methods as requirements; the
/// stand-in has them only in the extension, which is what callers see.)
// construkt-api.md §8
public protocol ConstruktRouter: AnyObject {
    var navigationController: UINavigationController { get }
}

// construkt-api.md §8: the defaults come from the protocol extension.
extension ConstruktRouter {
    public func setRoot(_ module: ConstruktPresentable, hideBar: Bool = false, animated: Bool = true, receiver: AnyRouteReceiving? = nil) {
        let controller = linked(module, receiver)
        navigationController.setViewControllers([controller], animated: animated)
        navigationController.setNavigationBarHidden(hideBar, animated: animated)
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

/// The router over a navigation controller.
// construkt-api.md §8
public final class DefaultRouter: ConstruktRouter {
    public let navigationController: UINavigationController

    public init(navigationController: UINavigationController = .init()) {
        self.navigationController = navigationController
    }
}
