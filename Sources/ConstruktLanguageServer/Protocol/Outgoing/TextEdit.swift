/// LSP's `TextEdit`: the text that replaces a range of a document.
struct TextEdit: Hashable, Encodable, Sendable {
    var range: LSPRange
    var newText: String
}
