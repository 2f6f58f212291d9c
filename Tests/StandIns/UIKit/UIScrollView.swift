/// A scrolling view (scrolling is not modelled; its content views are its subviews).
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isDragging: Bool { standInDragging }
    /// Not UIKit: whether a finger drags the content, which `isDragging` reads.
    public var standInDragging = false
    /// The guide of the scrolled content's area, which the content's edge constraints set.
    public let contentLayoutGuide = UILayoutGuide()

    /// Not UIKit: what the scroll view's delegate is told of an offset it is set to
    /// (`scrollViewDidScroll`), which its owner installs.
    public var standInDidScroll: ((UIScrollView) -> Void)?

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        standInDidScroll?(self)
    }
}
