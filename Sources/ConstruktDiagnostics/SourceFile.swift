/// The bytes of one input file with a line table, so that byte offsets and libyaml's 0-based
/// marks become 1-based line:column positions. Line breaks are LF, CRLF and a lone CR.
public final class SourceFile: Sendable {
    /// The path shown to the user.
    public let path: String
    /// The file's bytes, unchanged.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; line 1 starts after a leading UTF-8 BOM.
    public let lineStarts: [Int]
    /// Whether each line holds only ASCII bytes (columns then equal byte distances).
    private let asciiLines: [Bool]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts: [Int] = []
        var ascii: [Bool] = []
        let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        starts.append(bomLength)
        var lineIsASCII = true
        var index = bomLength
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                ascii.append(lineIsASCII)
                lineIsASCII = true
                starts.append(index + 1)
            } else if byte >= 0x80 {
                lineIsASCII = false
            }
            index += 1
        }
        ascii.append(lineIsASCII)
        self.lineStarts = starts
        self.asciiLines = ascii
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The number of lines (a final line break starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// Whether a 0-based line holds only ASCII bytes, so that `position(zeroBasedLine:column:)`
    /// finds a column on it without walking the line.
    public func isASCII(zeroBasedLine line: Int) -> Bool {
        line >= 0 && line < asciiLines.count && asciiLines[line]
    }

    /// The position of a byte offset; offsets past the end are clamped to the end of the file.
    public func position(atOffset rawOffset: Int) -> SourcePosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        let lineIndex = self.lineIndex(containing: offset)
        let start = lineStarts[lineIndex]
        let column: Int
        if asciiLines[lineIndex] || offset <= start {
            column = max(offset - start, 0)
        } else {
            var scalars = 0
            for byte in bytes[start..<offset] where byte & 0xC0 != 0x80 { scalars += 1 }
            column = scalars
        }
        return SourcePosition(line: lineIndex + 1, column: column + 1, offset: offset)
    }

    /// The position of a 0-based line and a 0-based column counted in Unicode scalars, as libyaml
    /// reports them. Columns past the end of the line are clamped to its end.
    public func position(zeroBasedLine line: Int, column: Int) -> SourcePosition {
        guard line < lineStarts.count else { return position(atOffset: bytes.count) }
        let lineIndex = max(line, 0)
        let start = lineStarts[lineIndex]
        let end = lineContentEnd(lineIndex)
        if asciiLines[lineIndex] {
            let offset = min(start + max(column, 0), end)
            return SourcePosition(line: lineIndex + 1, column: offset - start + 1, offset: offset)
        }
        var offset = start
        var scalars = 0
        while scalars < column, offset < end {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        return SourcePosition(line: lineIndex + 1, column: scalars + 1, offset: offset)
    }

    /// The text of a 1-based line without its line break, decoded leniently.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        return String(decoding: bytes[start..<lineContentEnd(line - 1)], as: UTF8.self)
    }

    /// The text between two byte offsets, decoded leniently.
    public func text(in range: SourceRange) -> String {
        let start = min(max(range.start.offset, 0), bytes.count)
        let end = min(max(range.end.offset, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The byte offset where a 0-based line's content ends (before its line break).
    private func lineContentEnd(_ lineIndex: Int) -> Int {
        var end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        if end > lineStarts[lineIndex], lineIndex + 1 < lineStarts.count {
            end -= 1
            if bytes[end] == 0x0A, end > lineStarts[lineIndex], bytes[end - 1] == 0x0D { end -= 1 }
        }
        return end
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
