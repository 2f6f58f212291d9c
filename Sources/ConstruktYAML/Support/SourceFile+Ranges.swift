import ConstruktDiagnostics

extension SourceFile {
    /// The range of the one character (Unicode scalar) that starts at `position`; empty at a line
    /// break or at the end of the file.
    func characterRange(at position: SourcePosition) -> SourceRange {
        let offset = position.offset
        guard offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D else {
            return SourceRange(at: position)
        }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return SourceRange(start: position, end: self.position(atOffset: end))
    }

    /// The range between two byte offsets.
    func range(fromOffset start: Int, toOffset end: Int) -> SourceRange {
        SourceRange(start: position(atOffset: start), end: position(atOffset: end))
    }

    /// A location in this file.
    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(path: path, range: range)
    }

    /// The byte offset where the content of the line holding `offset` ends (before its break).
    func lineContentEnd(fromOffset offset: Int) -> Int {
        var end = max(offset, 0)
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return end
    }
}
