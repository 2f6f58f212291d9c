import UIKit

/// View-model state: `@Variable var name = ""`, bound as `viewModel.$name` (a Property). The
/// setter is mutating, so put it in classes.
// construkt-api.md §5
@propertyWrapper
public struct Variable<T>: MutableViewBinding {
    public typealias Value = T

    private let property: Property<T>

    public init(wrappedValue: T) {
        property = Property(wrappedValue)
    }

    public var wrappedValue: T {
        get { property.wrappedValue }
        set { property.wrappedValue = newValue }
    }

    public var projectedValue: Property<T> {
        property
    }

    public func observe(on queue: DispatchQueue?, _ handler: @escaping (T) -> Void) -> AnyCancellableLifecycle {
        property.observe(on: queue, handler)
    }
}
