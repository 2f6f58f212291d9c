/// LSP's `Diagnostic`, as `publishDiagnostics` and code actions carry it (the name keeps it apart
/// from the checker's `Diagnostic`). Members left `nil` are not written.
struct LSPDiagnostic: Hashable, Encodable, Sendable {
    var range: LSPRange
    var severity: DiagnosticSeverity
    /// The checker's code (`CK0404`); `nil` for the server's own diagnostics.
    var code: String?
    var source = "construkt"
    var message: String
    /// `nil` when there is none: an empty list is not written.
    var relatedInformation: [DiagnosticRelatedInformation]?
}
