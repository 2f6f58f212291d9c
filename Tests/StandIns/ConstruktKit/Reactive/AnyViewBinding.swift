import UIKit

/// A type-erased binding, what every operator returns.
// construkt-api.md §5
public struct AnyViewBinding<T>: ViewBinding {
    public typealias Value = T

    private let observeHandler: (DispatchQueue?, @escaping (T) -> Void) -> AnyCancellableLifecycle

    public init(_ observe: @escaping (DispatchQueue?, @escaping (T) -> Void) -> AnyCancellableLifecycle) {
        observeHandler = observe
    }

    public func observe(on queue: DispatchQueue?, _ handler: @escaping (T) -> Void) -> AnyCancellableLifecycle {
        observeHandler(queue, handler)
    }

    /// A binding that emits `value` to every observer, once.
    public static func just(_ value: T) -> AnyViewBinding<T> {
        AnyViewBinding<T> { _, handler in
            handler(value)
            return EmptyCancellable()
        }
    }

    /// The latest values of both bindings, as a tuple, once both have emitted.
    public static func combineLatest<A: ViewBinding, B: ViewBinding>(_ a: A, _ b: B) -> AnyViewBinding<(A.Value, B.Value)>
    where T == (A.Value, B.Value) {
        AnyViewBinding<(A.Value, B.Value)> { queue, handler in
            let lock = NSLock()
            var latestA: A.Value?
            var latestB: B.Value?
            let tokenA = a.observe(on: queue) { aValue in
                lock.lock()
                latestA = aValue
                let bValue = latestB
                lock.unlock()
                if let bValue = bValue { handler((aValue, bValue)) }
            }
            let tokenB = b.observe(on: queue) { bValue in
                lock.lock()
                latestB = bValue
                let aValue = latestA
                lock.unlock()
                if let aValue = aValue { handler((aValue, bValue)) }
            }
            return CompoundCancellable(tokens: [tokenA, tokenB])
        }
    }
}

/// The concatenated latest arrays of several bindings, once each has emitted.
// construkt-api.md §5
public func combineLatestBindings<U>(_ bindings: [AnyViewBinding<[U]>]) -> AnyViewBinding<[U]> {
    guard !bindings.isEmpty else { return .just([]) }
    if bindings.count == 1 { return bindings[0] }
    return AnyViewBinding<[U]> { queue, handler in
        let lock = NSLock()
        var latest: [[U]?] = Array(repeating: nil, count: bindings.count)
        let tokens = bindings.enumerated().map { index, binding in
            binding.observe(on: queue) { value in
                lock.lock()
                latest[index] = value
                let combined: [[U]]? = latest.allSatisfy { $0 != nil } ? latest.compactMap { $0 } : nil
                lock.unlock()
                if let combined = combined { handler(combined.flatMap { $0 }) }
            }
        }
        return CompoundCancellable(tokens: tokens)
    }
}

// construkt-api.md §5: operators (throttle, timer-driven, is left out).
extension ViewBinding {
    /// Forwards a value once no other has arrived for `interval`, as 1.2.6 does with
    /// `scheduler.asyncAfter`, which runs on the UIKit stand-in's virtual clock (`StandInClock`).
    @_disfavoredOverload
    public func debounce(for interval: TimeInterval, on scheduler: DispatchQueue = .main) -> AnyViewBinding<Value> {
        AnyViewBinding<Value> { _, handler in
            let latest = DebounceGeneration()
            return self.observe(on: nil) { value in
                latest.count += 1
                let mine = latest.count
                scheduler.asyncAfter(deadline: .now() + interval) {
                    guard mine == latest.count else { return }
                    handler(value)
                }
            }
        }
    }

    @_disfavoredOverload
    public func map<U>(_ transform: @escaping (Value) -> U) -> AnyViewBinding<U> {
        AnyViewBinding<U> { queue, handler in
            self.observe(on: queue) { handler(transform($0)) }
        }
    }

    @_disfavoredOverload
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> AnyViewBinding<U> {
        AnyViewBinding<U> { queue, handler in
            self.observe(on: queue) { value in
                if let transformed = transform(value) { handler(transformed) }
            }
        }
    }

    @_disfavoredOverload
    public func filter(_ predicate: @escaping (Value) -> Bool) -> AnyViewBinding<Value> {
        AnyViewBinding<Value> { queue, handler in
            self.observe(on: queue) { value in
                if predicate(value) { handler(value) }
            }
        }
    }

    @_disfavoredOverload
    public func scan<Result>(_ initial: Result, _ accumulator: @escaping (Result, Value) -> Result) -> AnyViewBinding<Result> {
        AnyViewBinding<Result> { queue, handler in
            var accumulated = initial
            return self.observe(on: queue) { value in
                accumulated = accumulator(accumulated, value)
                handler(accumulated)
            }
        }
    }

    @_disfavoredOverload
    public func skip(_ count: Int) -> AnyViewBinding<Value> {
        AnyViewBinding<Value> { queue, handler in
            var skipped = 0
            return self.observe(on: queue) { value in
                if skipped < count {
                    skipped += 1
                } else {
                    handler(value)
                }
            }
        }
    }

    @_disfavoredOverload
    public func merge<B: ViewBinding>(with other: B) -> AnyViewBinding<Value> where B.Value == Value {
        AnyViewBinding<Value> { queue, handler in
            CompoundCancellable(tokens: [self.observe(on: queue, handler), other.observe(on: queue, handler)])
        }
    }

    public func receive(on queue: DispatchQueue?) -> AnyViewBinding<Value> {
        AnyViewBinding<Value> { _, handler in
            self.observe(on: queue, handler)
        }
    }

    public func removeDuplicates(by predicate: @escaping (Value, Value) -> Bool) -> AnyViewBinding<Value> {
        AnyViewBinding<Value> { queue, handler in
            var last: Value?
            return self.observe(on: queue) { value in
                if let previous = last, predicate(previous, value) { return }
                last = value
                handler(value)
            }
        }
    }

    public func eraseToAnyViewBinding() -> AnyViewBinding<Value> {
        AnyViewBinding<Value> { queue, handler in
            self.observe(on: queue, handler)
        }
    }
}

// construkt-api.md §5: distinctUntilChanged for Equatable values.
extension ViewBinding where Value: Equatable {
    @_disfavoredOverload
    public func distinctUntilChanged() -> AnyViewBinding<Value> {
        removeDuplicates(by: ==)
    }
}

/// Which value a debounce last saw, so that an older one's scheduled delivery does nothing.
private final class DebounceGeneration: @unchecked Sendable {
    var count = 0
}
