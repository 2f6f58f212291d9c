/// LSP's `CompletionList`, the answer to `textDocument/completion`: every item there is, so the
/// client filters them as the user types.
struct CompletionList: Hashable, Encodable, Sendable {
    var isIncomplete = false
    var items: [CompletionItem]
}
