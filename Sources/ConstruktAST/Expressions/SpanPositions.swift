import ConstruktDiagnostics

/// The line:column position of every byte offset in one span of a file, computed in a single
/// pass. `SourceFile.position(atOffset:)` counts the scalars from the start of the line on each
/// call, which is quadratic over a long non-ASCII line with many tokens; this table answers in
/// constant time, with the same results (LF, CRLF and a lone CR break lines; columns count
/// Unicode scalars).
struct SpanPositions: Sendable {
    private let lower: Int
    private let positions: [SourcePosition]

    init(_ span: Range<Int>, in file: SourceFile) {
        lower = span.lowerBound
        var positions: [SourcePosition] = []
        positions.reserveCapacity(span.count + 1)
        var current = file.position(atOffset: span.lowerBound)
        positions.append(current)
        let bytes = file.bytes
        for offset in span {
            let byte = bytes[offset]
            let isCRBeforeLF = byte == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A
            if (byte == 0x0A || byte == 0x0D) && !isCRBeforeLF {
                current = SourcePosition(line: current.line + 1, column: 1, offset: offset + 1)
            } else {
                let advance = byte & 0xC0 == 0x80 ? 0 : 1
                current = SourcePosition(line: current.line, column: current.column + advance, offset: offset + 1)
            }
            positions.append(current)
        }
        self.positions = positions
    }

    /// The position of `offset`, clamped to the span.
    func position(atOffset offset: Int) -> SourcePosition {
        positions[min(max(offset - lower, 0), positions.count - 1)]
    }
}
