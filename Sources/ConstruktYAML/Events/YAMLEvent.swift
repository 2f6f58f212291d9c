/// A libyaml mark as libyaml reports it: 0-based character index, line and column.
public struct YAMLMark: Hashable, Sendable {
    public var index: Int
    public var line: Int
    public var column: Int

    public init(index: Int, line: Int, column: Int) {
        self.index = index
        self.line = line
        self.column = column
    }
}

/// How a scalar was written in the source. The style is kept so that later stages can tell
/// `"${x}"` from `${x}` and map positions inside quoted text back to source columns.
public enum ScalarStyle: String, Hashable, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// One libyaml parser event, copied out of C memory, with its start and end marks.
public struct YAMLEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case streamStart
        case streamEnd
        /// `versionDirective` is "1.1" for `%YAML 1.1`; `tagDirectives` are (handle, prefix) pairs.
        case documentStart(implicit: Bool, versionDirective: String?, tagDirectives: [TagDirective])
        case documentEnd(implicit: Bool)
        case alias(anchor: String)
        case scalar(Scalar)
        case sequenceStart(NodeProperties, flow: Bool)
        case sequenceEnd
        case mappingStart(NodeProperties, flow: Bool)
        case mappingEnd
    }

    /// A `%TAG handle prefix` directive.
    public struct TagDirective: Hashable, Sendable {
        public var handle: String
        public var prefix: String
    }

    /// The anchor and tag a collection or scalar may carry, and whether its tag was implicit.
    public struct NodeProperties: Hashable, Sendable {
        public var anchor: String?
        public var tag: String?
        public var implicit: Bool
    }

    /// A scalar's text as libyaml decoded it (escapes and folding applied), never typed.
    public struct Scalar: Hashable, Sendable {
        public var value: String
        public var style: ScalarStyle
        public var anchor: String?
        public var tag: String?
        /// libyaml's `plain_implicit` and `quoted_implicit` flags.
        public var plainImplicit: Bool
        public var quotedImplicit: Bool
        /// The decoded value's length in UTF-8 bytes.
        public var byteCount: Int
    }

    public var kind: Kind
    public var start: YAMLMark
    public var end: YAMLMark
}
