@_spi(StandIn) import UIKit

/// Per-view state of the stand-in (handlers, embedding options), kept where 1.2.6 uses
/// associated objects.
extension UIResponder {
    func storedValue<T>(_ key: String) -> T? {
        standInAssociatedObjects["ConstruktKit." + key] as? T
    }

    func store(_ value: Any?, for key: String) {
        standInAssociatedObjects["ConstruktKit." + key] = value
    }

    /// Appends a handler to a list stored under `key`.
    func appendHandler<T>(_ handler: T, for key: String) {
        store((storedValue(key) ?? [T]()) + [handler], for: key)
    }
}
