import ConstruktDiagnostics

/// Turns libyaml marks into source positions. A column on an ASCII line is found directly. On other
/// lines, since events arrive in source order, it remembers the last position and walks forward
/// from it on the same line instead of rescanning the line: long non-ASCII lines stay linear.
struct MarkConverter {
    let file: SourceFile
    private var cachedLine = -1
    private var cachedColumn = 0
    private var cachedOffset = 0

    init(file: SourceFile) {
        self.file = file
    }

    mutating func position(_ mark: YAMLMark) -> SourcePosition {
        if file.isASCII(zeroBasedLine: mark.line) {
            return file.position(zeroBasedLine: mark.line, column: mark.column)
        }
        guard mark.line == cachedLine, mark.column >= cachedColumn else {
            let position = file.position(zeroBasedLine: mark.line, column: mark.column)
            remember(line: mark.line, column: position.column - 1, offset: position.offset)
            return position
        }
        let bytes = file.bytes
        var offset = cachedOffset
        var column = cachedColumn
        while column < mark.column, offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        remember(line: mark.line, column: column, offset: offset)
        return SourcePosition(line: mark.line + 1, column: column + 1, offset: offset)
    }

    mutating func range(from start: YAMLMark, to end: YAMLMark) -> SourceRange {
        let startPosition = position(start)
        return SourceRange(start: startPosition, end: position(end))
    }

    private mutating func remember(line: Int, column: Int, offset: Int) {
        cachedLine = line
        cachedColumn = column
        cachedOffset = offset
    }
}
