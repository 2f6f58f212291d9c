/// The window: it shows its root view controller. The generated coordinator puts the app's root
/// there; nothing is drawn.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?

    public private(set) var isKeyWindow = false

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
    }
}
