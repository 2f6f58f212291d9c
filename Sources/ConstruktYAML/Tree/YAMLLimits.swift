/// The resource limits enforced while a file is read; construkt.yaml's `limits:` overrides them.
public struct YAMLLimits: Hashable, Sendable {
    /// How deep mappings and sequences may nest.
    public var depth: Int
    /// The largest file, checked before parsing.
    public var fileBytes: Int
    /// The longest single scalar, in UTF-8 bytes.
    public var scalarBytes: Int
    /// The most nodes (scalars, mappings, sequences) one file may hold.
    public var nodes: Int

    public init(depth: Int = 64, fileBytes: Int = 1_048_576, scalarBytes: Int = 65_536, nodes: Int = 100_000) {
        self.depth = depth
        self.fileBytes = fileBytes
        self.scalarBytes = scalarBytes
        self.nodes = nodes
    }

    public static let standard = YAMLLimits()
}
