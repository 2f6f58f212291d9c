@_spi(StandIn) import UIKit

/// Holds observation tokens and cancels them when cancelled or released.
// construkt-api.md §5
public final class CancelBag {
    private var tokens: [AnyCancellableLifecycle] = []
    private let lock = NSLock()

    public init() {}

    public func insert(_ token: AnyCancellableLifecycle) {
        lock.lock()
        tokens.append(token)
        lock.unlock()
    }

    public func cancel() {
        lock.lock()
        let current = tokens
        tokens = []
        lock.unlock()
        current.forEach { $0.cancel() }
    }

    deinit {
        cancel()
    }
}

// construkt-api.md §5: every NSObject has a cancelBag, so a binding dies with its view. The
// stand-in keeps it on UIResponder (see ConstruktKit.swift).
extension UIResponder {
    public var cancelBag: CancelBag {
        if let bag = standInAssociatedObjects["ConstruktKit.cancelBag"] as? CancelBag {
            return bag
        }
        let bag = CancelBag()
        standInAssociatedObjects["ConstruktKit.cancelBag"] = bag
        return bag
    }
}
