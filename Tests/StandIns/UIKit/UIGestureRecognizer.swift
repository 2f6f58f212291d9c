/// A gesture recognizer. Target/action needs Objective-C selectors, which Linux lacks, so the
/// stand-in takes closures through `standInAddHandler(_:)` and a test fires one with
/// `standInFire()`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    private var handlers: [(UIGestureRecognizer) -> Void] = []

    public override init() {
        super.init()
    }

    /// Not UIKit: runs `handler` when the gesture is recognized (what ConstruktKit's Rx-free
    /// gesture code observes).
    @_spi(StandIn) public func standInAddHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Not UIKit: recognizes the gesture once, running its handlers synchronously.
    @_spi(StandIn) public func standInFire() {
        guard isEnabled else { return }
        handlers.forEach { $0(self) }
    }
}

/// A tap.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}

/// A swipe.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
}

/// What a gesture recognizer asks its delegate: here, whether it may begin (UIKit's is an
/// Objective-C protocol of optional methods; a default implementation stands in for those).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
