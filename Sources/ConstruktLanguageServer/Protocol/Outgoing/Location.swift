/// LSP's `Location`: a range in a document, as definition and references answer and as a
/// diagnostic's related information points.
struct Location: Hashable, Encodable, Sendable {
    var uri: String
    var range: LSPRange
}
