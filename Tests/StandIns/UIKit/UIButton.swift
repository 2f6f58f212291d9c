/// A button with a title, title color and image per control state.
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]

    /// A button's look since iOS 15; here only its content insets.
    public struct Configuration: Sendable {
        public var contentInsets: NSDirectionalEdgeInsets

        /// A plain button, insets as UIKit gives it.
        public static func plain() -> Configuration {
            Configuration(contentInsets: NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
        }
    }

    /// The iOS 15 configuration; nil for a button made without one.
    open var configuration: Configuration?

    /// The label that shows the current title (its font is the button's font).
    public let titleLabel: UILabel? = UILabel()
    open var contentEdgeInsets: UIEdgeInsets = .zero

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        titleLabel?.text = currentTitle
    }

    /// The title for a state, falling back to the normal state's title as UIKit does.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    open var currentTitle: String? { title(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal]
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    open override var isEnabled: Bool {
        didSet { titleLabel?.text = currentTitle }
    }
}
