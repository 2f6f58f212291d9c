/// LSP's `CodeActionKind` values the server offers and answers with.
enum CodeActionKind: String, Encodable, Sendable {
    case quickFix = "quickfix"
}
