/// The root of views and view controllers; `next` walks the responder chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: a view's superview (or its view controller), a controller's parent.
    open var next: UIResponder? { nil }

    /// Whether this responder is the first responder (text input focus).
    open var isFirstResponder: Bool { firstResponderFlag }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        firstResponderFlag = true
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        firstResponderFlag = false
        return true
    }

    var firstResponderFlag = false

    /// Not UIKit: per-object storage standing in for Objective-C associated objects, which Linux
    /// lacks. The ConstruktKit stand-in keeps its per-view state (cancel bags, handlers) here.
    @_spi(StandIn) public var standInAssociatedObjects: [String: Any] = [:]
}
