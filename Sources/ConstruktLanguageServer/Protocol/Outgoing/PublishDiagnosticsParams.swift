/// The params of `textDocument/publishDiagnostics`: a document's diagnostics, all of them,
/// replacing those published before.
struct PublishDiagnosticsParams: Encodable, Sendable {
    var uri: String
    /// The version of the buffer they were found in; `nil` (not written) when a closed document's
    /// diagnostics are cleared.
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}
