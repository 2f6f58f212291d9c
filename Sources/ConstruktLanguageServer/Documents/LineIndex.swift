import ConstruktDiagnostics

/// The line table of a text's bytes, converting between byte offsets and LSP positions. Lines end
/// at LF, CRLF or a lone CR, as the checker's `SourceFile` counts them; positions past a line's
/// end or past the last line are clamped, as LSP asks.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    private let lineStarts: [Int]
    public let encoding: PositionEncoding

    public init(bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { starts.append(index + 1) }
            index += 1
        }
        lineStarts = starts
    }

    /// The number of lines: one more than the line breaks, the last line empty after a final break.
    public var lineCount: Int { lineStarts.count }

    /// Whether a position is in the text: on one of its lines (a character past a line's end
    /// stands for its end, as LSP says), or at the start of the line after the last.
    public func contains(_ position: LSPPosition) -> Bool {
        position.line < lineStarts.count || (position.line == lineStarts.count && position.character == 0)
    }

    /// The byte offset of a position.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        var offset = start
        var units = 0
        while offset < end, units < position.character {
            let (length, width) = scalar(at: offset)
            if units + width > position.character { break }
            units += width
            offset += length
        }
        return offset
    }

    /// The position of a byte offset (clamped to the text).
    public func position(of rawOffset: Int) -> LSPPosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var index = lineStarts[low]
        var units = 0
        let end = min(offset, contentEnd(ofLine: low))
        while index < end {
            let (length, width) = scalar(at: index)
            units += width
            index += length
        }
        return LSPPosition(line: low, character: units)
    }

    public func range(of range: SourceRange) -> LSPRange {
        LSPRange(start: position(of: range.start.offset), end: position(of: range.end.offset))
    }

    /// The text of a 0-based line without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 0, line < lineStarts.count else { return "" }
        return String(decoding: bytes[lineStarts[line]..<contentEnd(ofLine: line)], as: UTF8.self)
    }

    /// The byte offset where a 0-based line starts.
    public func lineStart(_ line: Int) -> Int {
        line < lineStarts.count ? lineStarts[max(line, 0)] : bytes.count
    }

    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1] - 1
        if bytes[end] == 0x0A, end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte length of the UTF-8 sequence at `offset`, and its width in the encoding.
    private func scalar(at offset: Int) -> (length: Int, width: Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0xF0...: length = 4
        case 0xE0...: length = 3
        case 0xC0...: length = 2
        default: length = 1
        }
        let clamped = min(length, bytes.count - offset)
        switch encoding {
        case .utf8: return (clamped, clamped)
        case .utf16: return (clamped, length == 4 ? 2 : 1)
        }
    }
}
