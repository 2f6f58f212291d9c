/// A view controller: a lazily loaded root view, a title, presentation and the appearance
/// callbacks (driven by `loadViewIfNeeded()` and `beginAppearanceTransition(_:animated:)`).
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var hidesBottomBarWhenPushed = false
    public internal(set) weak var parent: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var presentedViewController: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded (and `viewDidLoad` called) on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        view = UIView()
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance transition: calls viewWillAppear or viewWillDisappear.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        if isAppearing {
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
    }

    open var navigationController: UINavigationController? {
        var candidate = parent
        while let controller = candidate {
            if let navigation = controller as? UINavigationController { return navigation }
            candidate = controller.parent
        }
        return nil
    }

    open override var next: UIResponder? { parent ?? presentingViewController }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else {
            presentingViewController?.dismiss(animated: flag, completion: nil)
        }
        completion?()
    }
}

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case automatic = -2
}
