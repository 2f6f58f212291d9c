import Dispatch

/// Frees a command's large results (documents, declarations, checked apps) on a background thread
/// once the command has used them, so a short-lived process exits without waiting for the
/// teardown of every tree it built, as compilers do. In a long-lived process (the tests) the value
/// is still freed, only later.
enum BackgroundRelease {
    static func release<Value: Sendable>(_ value: consuming Value) {
        let owned = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(owned) {} }
    }
}
