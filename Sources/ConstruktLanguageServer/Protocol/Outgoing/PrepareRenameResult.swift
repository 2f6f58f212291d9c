/// The answer to `textDocument/prepareRename` (LSP's `{ range, placeholder }` form): the name
/// that would be renamed, and its text for the editor to offer.
struct PrepareRenameResult: Hashable, Encodable, Sendable {
    var range: LSPRange
    var placeholder: String
}
