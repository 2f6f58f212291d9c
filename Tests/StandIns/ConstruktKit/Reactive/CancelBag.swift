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

// construkt-api.md §5: every NSObject has a cancelBag, so a binding dies with its owner. Linux has
// no associated objects: a responder keeps its bag in its stand-in storage, any other object in a
// side table that drops a bag once its object is gone.
extension NSObject {
    public var cancelBag: CancelBag {
        if let responder = self as? UIResponder {
            return MainActor.assumeIsolated { responder.standInCancelBag }
        }
        return CancelBagTable.shared.bag(for: self)
    }
}

extension UIResponder {
    /// The responder's bag, in its stand-in storage.
    var standInCancelBag: CancelBag {
        if let bag = standInAssociatedObjects["ConstruktKit.cancelBag"] as? CancelBag {
            return bag
        }
        let bag = CancelBag()
        standInAssociatedObjects["ConstruktKit.cancelBag"] = bag
        return bag
    }
}

/// The bags of objects other than responders, each kept while its object lives.
final class CancelBagTable: @unchecked Sendable {
    static let shared = CancelBagTable()

    private struct Entry {
        weak var owner: NSObject?
        let bag: CancelBag
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = NSLock()

    func bag(for owner: NSObject) -> CancelBag {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.value.owner != nil }
        if let entry = entries[ObjectIdentifier(owner)] {
            return entry.bag
        }
        let bag = CancelBag()
        entries[ObjectIdentifier(owner)] = Entry(owner: owner, bag: bag)
        return bag
    }
}
