/// An open buffer: its URI, the version the client gave it, its text as bytes, and whether that
/// text is still the editor's.
public struct TextDocument: Sendable {
    public var uri: String
    public private(set) var version: Int
    public private(set) var lines: LineIndex
    /// Why the text is no longer the editor's, when an edit could not be applied (a range past the
    /// end of the text, a version that does not follow the last): the edits after it are not
    /// applied either, until the editor sends the whole text again (a change without a range, a
    /// save, or reopening the file). `nil` while the text is the editor's.
    public private(set) var outOfStep: String?

    public init(uri: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.version = version
        lines = LineIndex(bytes: Array(text.utf8), encoding: encoding)
    }

    public var bytes: [UInt8] { lines.bytes }
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Applies a `didChange`: its version and its `contentChanges` in order, each a range and its
    /// new text, or, without a range, the whole new text. A version no newer than the last, or a
    /// range outside the text, puts the buffer out of step; a whole text puts it back in step.
    mutating func apply(_ changes: [DidChangeParams.Change], version newVersion: Int?) {
        if let newVersion, newVersion <= version, outOfStep == nil {
            outOfStep = "version \(newVersion) of the buffer came after version \(version)"
        }
        version = newVersion ?? version + 1
        for change in changes {
            guard let range = change.range else {
                replaceText(with: change.text)
                continue
            }
            guard outOfStep == nil else { continue }
            guard lines.contains(range.start), lines.contains(range.end) else {
                outOfStep =
                    "an edit of \(range.start.line + 1):\(range.start.character + 1) to \(range.end.line + 1):\(range.end.character + 1) lies past the end of the buffer's \(lines.lineCount) lines"
                continue
            }
            let start = lines.offset(of: range.start)
            let end = max(lines.offset(of: range.end), start)
            var bytes = lines.bytes
            bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            lines = LineIndex(bytes: bytes, encoding: lines.encoding)
        }
    }

    /// Takes the whole text the editor has (a change without a range, or a saved file's), which
    /// puts the buffer back in step.
    mutating func replaceText(with text: String) {
        lines = LineIndex(bytes: Array(text.utf8), encoding: lines.encoding)
        outOfStep = nil
    }

    /// Puts the buffer out of step for a reason found outside it (an edit that does not decode).
    mutating func loseStep(because reason: String) {
        if outOfStep == nil { outOfStep = reason }
    }

    /// What the user is told of a buffer out of step, and how to put it back.
    static func outOfStepMessage(_ reason: String) -> String {
        "construkt-gen lost track of this buffer's text: \(reason). Save the file (or close and reopen it) to check it again."
    }
}
