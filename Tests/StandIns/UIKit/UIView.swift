/// A view: a node of the view tree with the appearance state ConstruktKit's modifiers set.
open class UIView: UIResponder {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public private(set) var subviews: [UIView] = []
    /// The constraints installed on the view (here, its own size constraints).
    public private(set) var constraints: [NSLayoutConstraint] = []
    public private(set) weak var superview: UIView?
    /// The controller whose root view this is (set by UIViewController).
    weak var owningViewController: UIViewController?

    open var isHidden = false
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var backgroundColor: UIColor?
    open var tintColor: UIColor! = UIColor.systemBlue
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    /// The view transitions `UIView.transition(with:...)` ran on this view, oldest first.
    public private(set) var transitionsPerformed: [(duration: TimeInterval, options: AnimationOptions)] = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var gestureRecognizers: [UIGestureRecognizer]?
    public let layer = CALayer()

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        view.didMoveToSuperview()
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }

    open func didMoveToSuperview() {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func layoutSubviews() {}
    /// The size the content asks for; `noIntrinsicMetric` where it asks for none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Resigns the first responder in this view's subtree.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        var resigned = false
        if isFirstResponder {
            resigned = resignFirstResponder()
        }
        for view in subviews where view.endEditing(force) {
            resigned = true
        }
        return resigned
    }

    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self) }

    func install(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
    }
}

extension UIView {
    /// UIKit's animation options: here the curves and the view transitions, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// UIKit's animation, its closures `@MainActor @Sendable` as the SDK imports them (SE-0463):
    /// the changes happen at once, as nothing is drawn.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping @MainActor @Sendable () -> Void,
                              completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// UIKit's animation without a delay, as `animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
                              completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// UIKit's spring animation, as `animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping @MainActor @Sendable () -> Void,
                              completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// UIKit's transition of a container view: the changes happen at once (nothing is drawn), and
    /// the transition is recorded on the view.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        view.transitionsPerformed.append((duration, options))
        completion?(true)
    }
}
