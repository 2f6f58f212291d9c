/// A half-open span of a source file, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at one position.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)-\(end)" }
}

/// A range in a named file: what a diagnostic points at.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user should see it (relative where the user gave a relative path).
    public var path: String
    public var range: SourceRange

    public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }

    public var description: String { "\(path):\(range.start)" }
}
