import ConstruktDiagnostics

/// A node of a parsed construkt file: a scalar kept raw with its style, a mapping with its entries
/// in source order, or a sequence. Every node knows its exact source range.
public struct YAMLNode: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case scalar(String, ScalarStyle)
        case mapping([YAMLMappingEntry], flow: Bool)
        case sequence([YAMLNode], flow: Bool)
    }

    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// The scalar's text, or `nil` for a collection.
    public var scalarText: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// The mapping's entries, or `nil` when this node is not a mapping.
    public var mappingEntries: [YAMLMappingEntry]? {
        if case .mapping(let entries, _) = value { return entries }
        return nil
    }

    /// The sequence's items, or `nil` when this node is not a sequence.
    public var sequenceItems: [YAMLNode]? {
        if case .sequence(let items, _) = value { return items }
        return nil
    }

    /// The value stored under a scalar key, for mappings.
    public subscript(key: String) -> YAMLNode? {
        mappingEntries?.first { $0.key.scalarText == key }?.value
    }
}

/// One `key: value` pair of a mapping, both with their own ranges.
public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A parsed file: the source it came from and its root node (`nil` when the file held no document).
public struct YAMLDocument: Sendable {
    public var file: SourceFile
    public var root: YAMLNode?

    public init(file: SourceFile, root: YAMLNode?) {
        self.file = file
        self.root = root
    }
}
