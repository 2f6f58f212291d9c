/// A container that shows one of its view controllers at a time, chosen with a tab bar. The
/// generated coordinator of a tabs root uses it (construkt-api.md §8: ConstruktKit 1.2.6 has
/// routers over navigation controllers only, no tab bar API).
open class UITabBarController: UIViewController {
    /// The tabs' controllers, in tab order.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The shown tab; a tap on the tab bar sets it.
    open var selectedIndex = 0

    open var selectedViewController: UIViewController? {
        guard tabs.indices.contains(selectedIndex) else { return nil }
        return tabs[selectedIndex]
    }

    private var tabs: [UIViewController] = []

    /// The bar of tabs, whose look a client sets.
    open var tabBar: UITabBar { bar }

    private let bar = UITabBar()

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        tabs.forEach { $0.parent = nil }
        tabs = viewControllers ?? []
        tabs.forEach { $0.parent = self }
        selectedIndex = 0
    }
}

/// A tab bar item: a tab's title, image, and the image it shows while selected.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag: Int

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}

/// The bar a tab bar controller shows its tabs in: its appearance and the tints of its items.
open class UITabBar: UIView {
    /// The appearance of the bar, standard height, content scrolled under it.
    open var standardAppearance = UITabBarAppearance()
    /// The appearance at a scroll view's edge (iOS 15); nil: a transparent background there.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The tint of the items not selected; nil: UIKit's grey.
    open var unselectedItemTintColor: UIColor?
}

/// What a bar looks like: its background.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?

    public override init() {
        super.init()
    }

    /// An opaque background in the system's background colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
    }
}

/// A tab bar's appearance.
open class UITabBarAppearance: UIBarAppearance {}

extension UIViewController {
    /// The item that represents the controller in a tab bar.
    public var tabBarItem: UITabBarItem! {
        get { standInAssociatedObjects["UIKit.tabBarItem"] as? UITabBarItem }
        set { standInAssociatedObjects["UIKit.tabBarItem"] = newValue }
    }
}
