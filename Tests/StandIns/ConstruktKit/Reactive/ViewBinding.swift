import UIKit

/// A token that ends an observation.
// construkt-api.md §5
public protocol AnyCancellableLifecycle {
    func cancel()
}

/// A source of values a view can observe.
// construkt-api.md §5
public protocol ViewBinding {
    associatedtype Value
    func observe(on queue: DispatchQueue?, _ handler: @escaping (Value) -> Void) -> AnyCancellableLifecycle
}

/// A binding that can also be written: two-way bindings of text fields, switches, sliders.
// construkt-api.md §5
public protocol MutableViewBinding: ViewBinding {
    var wrappedValue: Value { get set }
}

// construkt-api.md §5: `observe(_:)` observes on main (here: synchronously, see ConstruktKit.swift).
extension ViewBinding {
    public func observe(_ handler: @escaping (Value) -> Void) -> AnyCancellableLifecycle {
        observe(on: .main, handler)
    }
}

// construkt-api.md §5: `.store(in: CancelBag)`.
extension AnyCancellableLifecycle {
    public func store(in cancelBag: CancelBag) {
        cancelBag.insert(self)
    }
}

/// Cancels a closure once.
final class ClosureCancellable: AnyCancellableLifecycle {
    private var onCancel: (() -> Void)?
    private let lock = NSLock()

    init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }
}

/// Cancels nothing (constant bindings).
struct EmptyCancellable: AnyCancellableLifecycle {
    func cancel() {}
}

/// Cancels several tokens together.
struct CompoundCancellable: AnyCancellableLifecycle {
    let tokens: [AnyCancellableLifecycle]

    func cancel() {
        tokens.forEach { $0.cancel() }
    }
}
