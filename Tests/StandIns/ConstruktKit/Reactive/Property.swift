import UIKit

/// A thread-safe value box that broadcasts changes; it emits its current value on subscribe.
// construkt-api.md §5
public final class Property<T>: MutableViewBinding {
    public typealias Value = T

    private var value: T
    private var observers: [UUID: (T) -> Void] = [:]
    private let lock = NSRecursiveLock()

    public init(_ value: T) {
        self.value = value
    }

    /// The current value; setting it calls every observer synchronously.
    public var wrappedValue: T {
        get {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        set {
            lock.lock()
            value = newValue
            let current = Array(observers.values)
            lock.unlock()
            current.forEach { $0(newValue) }
        }
    }

    public func observe(on queue: DispatchQueue? = .main, _ handler: @escaping (T) -> Void) -> AnyCancellableLifecycle {
        lock.lock()
        let id = UUID()
        observers[id] = handler
        let current = value
        lock.unlock()
        handler(current)
        return ClosureCancellable { [weak self] in
            guard let self = self else { return }
            self.lock.lock()
            self.observers.removeValue(forKey: id)
            self.lock.unlock()
        }
    }
}
