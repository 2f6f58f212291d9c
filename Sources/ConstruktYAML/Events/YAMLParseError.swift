/// libyaml's own error, as libyaml reports it: which stage failed, its problem text, where, and
/// (for reader errors) the byte offset and the offending value.
public struct YAMLParseError: Error, Hashable, Sendable {
    public enum Stage: String, Hashable, Sendable {
        case memory, reader, scanner, parser
    }

    public var stage: Stage
    public var problem: String
    public var problemMark: YAMLMark
    /// Reader errors only: the byte offset of the problem and the offending byte or code point.
    public var problemOffset: Int
    public var problemValue: Int
    /// "while scanning a simple key", "while parsing a flow sequence", …
    public var context: String?
    public var contextMark: YAMLMark?
}
