/// Why the runtime could not go on: a statement that fails at run time (an index out of range, a
/// navigation step with no navigator) or a feature the runtime does not run yet. The message names
/// the thing and says what happened.
public struct RuntimeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
