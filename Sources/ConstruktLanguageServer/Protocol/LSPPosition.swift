/// A zero-based LSP position: a line and a character offset counted in the negotiated encoding.
/// The client sends it in its params, and the server in every range it answers with.
public struct LSPPosition: Hashable, Comparable, Codable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    private enum CodingKeys: String, CodingKey { case line, character }

    /// A position as a client sends it; neither number may be negative.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let line = try container.decode(Int.self, forKey: .line)
        let character = try container.decode(Int.self, forKey: .character)
        guard line >= 0, character >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .line, in: container, debugDescription: "a position is never negative")
        }
        self.init(line: line, character: character)
    }
}
