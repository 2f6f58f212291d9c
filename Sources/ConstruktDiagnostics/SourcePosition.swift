/// A point in a source file: 1-based line, 1-based column counted in Unicode scalars, and the
/// 0-based byte offset into the file's bytes.
///
/// Every node and token carries two of these, so they are stored as 32-bit numbers (12 bytes
/// instead of 24). Values outside the 32-bit range, which only a file over 2 GiB would reach (the
/// default size limit is 1 MiB), are clamped to it rather than trapping.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn, lhs.storedOffset) < (rhs.storedLine, rhs.storedColumn, rhs.storedOffset)
    }

    public var description: String { "\(line):\(column)" }
}
