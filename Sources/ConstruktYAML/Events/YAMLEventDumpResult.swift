/// The text of an event dump and, if it stopped early, why.
public struct YAMLEventDumpResult: Sendable {
    /// One event per line, each ending in "\n", up to where the dump stopped.
    public var text: String
    /// `nil` when the dump reached STREAM-END.
    public var failure: YAMLEventDumpFailure?
}
