/// LSP's `InitializeResult`, the answer to `initialize`: what the server can do, and its name.
struct InitializeResult: Encodable, Sendable {
    /// LSP's `serverInfo`.
    struct ServerInfo: Encodable, Sendable {
        var name = "construkt-gen lsp"
    }

    var capabilities: ServerCapabilities
    var serverInfo = ServerInfo()
}
