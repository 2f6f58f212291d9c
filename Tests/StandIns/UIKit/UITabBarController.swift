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

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        tabs.forEach { $0.parent = nil }
        tabs = viewControllers ?? []
        tabs.forEach { $0.parent = self }
        selectedIndex = 0
    }
}

/// A tab bar item: a tab's title and image.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var tag: Int

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }
}

extension UIViewController {
    /// The item that represents the controller in a tab bar.
    public var tabBarItem: UITabBarItem! {
        get { standInAssociatedObjects["UIKit.tabBarItem"] as? UITabBarItem }
        set { standInAssociatedObjects["UIKit.tabBarItem"] = newValue }
    }
}
