/// A stack of view controllers.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    open var isNavigationBarHidden = false
    open weak var delegate: UINavigationControllerDelegate?
    /// The edge swipe that pops the top view controller; UIKit turns it off while the bar is hidden
    /// unless its delegate lets it begin.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    open var topViewController: UIViewController? { viewControllers.last }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers.forEach { $0.parent = nil }
        self.viewControllers = viewControllers
        viewControllers.forEach { $0.parent = self }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.parent = self
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.parent = nil
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        popped.forEach { $0.parent = nil }
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}

/// What a navigation controller tells its delegate (the stand-in sends nothing yet).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
