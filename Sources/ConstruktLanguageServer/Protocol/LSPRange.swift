/// A range between two LSP positions, its end excluded: read from a client's edits and code
/// action requests, written in every diagnostic, edit, location and symbol the server sends.
public struct LSPRange: Hashable, Codable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    private enum CodingKeys: String, CodingKey { case start, end }

    /// A range as a client sends it; its end is never before its start.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(LSPPosition.self, forKey: .start)
        let end = try container.decode(LSPPosition.self, forKey: .end)
        guard start <= end else {
            throw DecodingError.dataCorruptedError(
                forKey: .end, in: container, debugDescription: "a range ends before it starts")
        }
        self.init(start: start, end: end)
    }
}
