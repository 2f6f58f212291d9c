/// How an LSP position's `character` counts along a line: UTF-16 code units (LSP's default) or
/// UTF-8 bytes, when the client offers it at initialization.
public enum PositionEncoding: String, Encodable, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding to use among those the client's `general.positionEncodings` lists.
    public static func negotiated(from offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}
