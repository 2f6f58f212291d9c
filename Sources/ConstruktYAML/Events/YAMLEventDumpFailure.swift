/// Why a dump stopped before STREAM-END.
public enum YAMLEventDumpFailure: Sendable {
    /// libyaml rejected the input; the dump holds the events it produced before the error.
    case parseError(YAMLParseError)
    /// A mapping or sequence would have opened beyond the depth limit, at this mark (its start).
    case nestingTooDeep(YAMLMark)
}
