import ConstruktDiagnostics

/// A construct the emitter cannot turn into Swift, or a catalog template it cannot fill.
///
/// The emitter stops with this error rather than write code that would compile to something other
/// than what the checked model says: wrong code that builds is worse than no code. A program lint
/// accepts should never meet one: each is either a checker gap (`checkerInvariant`) or a catalog entry
/// of the app's own that generated Swift cannot express (`catalogGap`).
public struct EmitterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What cannot be emitted, in the diagnostics' style (lowercase, names the thing).
    public let message: String
    /// Where in the screen file the construct was written, when known.
    public let range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }

    public var description: String {
        guard let range else { return message }
        return "\(range.start): \(message)"
    }
}
