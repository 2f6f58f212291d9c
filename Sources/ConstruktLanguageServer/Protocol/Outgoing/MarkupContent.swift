/// LSP's `MarkupContent`: text for the editor to show, in Markdown.
struct MarkupContent: Hashable, Encodable, Sendable {
    /// LSP's `MarkupKind`; the server writes Markdown only.
    enum Kind: String, Encodable, Sendable {
        case markdown
    }

    var kind = Kind.markdown
    var value: String
}
