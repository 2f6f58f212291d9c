/// An open buffer: its URI, the version the client gave it, and its text as bytes.
public struct TextDocument: Sendable {
    public var uri: String
    public var version: Int
    public private(set) var lines: LineIndex

    public init(uri: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.version = version
        lines = LineIndex(bytes: Array(text.utf8), encoding: encoding)
    }

    public var bytes: [UInt8] { lines.bytes }
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Applies one `contentChanges` entry: a range and its new text, or, without a range, the
    /// whole new text (a malformed range never decodes, so it never gets here).
    mutating func apply(_ change: DidChangeParams.Change) {
        guard let range = change.range else {
            lines = LineIndex(bytes: Array(change.text.utf8), encoding: lines.encoding)
            return
        }
        let start = lines.offset(of: range.start)
        let end = max(lines.offset(of: range.end), start)
        var bytes = lines.bytes
        bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        lines = LineIndex(bytes: bytes, encoding: lines.encoding)
    }
}
