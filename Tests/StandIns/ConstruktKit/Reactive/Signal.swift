import UIKit

/// A stream of events without a current value (no replay).
// construkt-api.md §5
public final class Signal<T>: ViewBinding {
    public typealias Value = T

    private var observers: [UUID: (T) -> Void] = [:]
    private let lock = NSLock()

    public init() {}

    /// Delivers `value` to every observer, synchronously.
    public func send(_ value: T) {
        lock.lock()
        let current = Array(observers.values)
        lock.unlock()
        current.forEach { $0(value) }
    }

    public func observe(on queue: DispatchQueue?, _ handler: @escaping (T) -> Void) -> AnyCancellableLifecycle {
        lock.lock()
        let id = UUID()
        observers[id] = handler
        lock.unlock()
        return ClosureCancellable { [weak self] in
            guard let self = self else { return }
            self.lock.lock()
            self.observers.removeValue(forKey: id)
            self.lock.unlock()
        }
    }
}
