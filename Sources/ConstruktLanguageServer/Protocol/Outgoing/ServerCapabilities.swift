/// LSP's `ServerCapabilities`: what the server tells the client it can do, in its answer to
/// `initialize`. Everything but the position encoding is fixed.
struct ServerCapabilities: Encodable, Sendable {
    /// LSP's `TextDocumentSyncOptions`: open and close are sent, edits as ranges, saves with the
    /// saved text (which brings a buffer out of step back in step).
    struct TextDocumentSync: Encodable, Sendable {
        /// LSP's `SaveOptions`.
        struct Save: Encodable, Sendable {
            var includeText = true
        }

        var openClose = true
        /// LSP's `TextDocumentSyncKind.Incremental`.
        var change = 2
        var save = Save()
    }

    /// LSP's `CompletionOptions`: the characters after which the editor asks for completion.
    struct CompletionProvider: Encodable, Sendable {
        var triggerCharacters = ["$", "{", ".", ":", " "]
        var resolveProvider = false
    }

    /// LSP's `RenameOptions`: a rename is prepared first.
    struct RenameProvider: Encodable, Sendable {
        var prepareProvider = true
    }

    /// LSP's `CodeActionOptions`.
    struct CodeActionProvider: Encodable, Sendable {
        var codeActionKinds = [CodeActionKind.quickFix]
    }

    /// The encoding negotiated from the client's `general.positionEncodings`.
    var positionEncoding: PositionEncoding
    var textDocumentSync = TextDocumentSync()
    var completionProvider = CompletionProvider()
    var hoverProvider = true
    var definitionProvider = true
    var referencesProvider = true
    var renameProvider = RenameProvider()
    var codeActionProvider = CodeActionProvider()
    var documentSymbolProvider = true
}
