/// A spinner; hidden while stopped (`hidesWhenStopped`, true by default).
open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
    }

    open var style: Style
    open var color: UIColor! = UIColor.gray
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
