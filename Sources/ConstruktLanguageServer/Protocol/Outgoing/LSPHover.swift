/// LSP's `Hover`, the answer to `textDocument/hover` where there is something to tell (the name
/// keeps it apart from the `Hover` feature that finds it).
struct LSPHover: Hashable, Encodable, Sendable {
    var contents: MarkupContent
}
