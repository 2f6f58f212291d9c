/// A determinate progress bar.
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    open var progress: Float = 0
    open var progressViewStyle: Style = .default
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = min(max(progress, 0), 1)
    }
}
