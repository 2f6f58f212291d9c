/// LSP's `CodeAction`: a quick fix of a diagnostic, which is the edit of its fix-its.
struct CodeAction: Hashable, Encodable, Sendable {
    var title: String
    var kind = CodeActionKind.quickFix
    /// The diagnostic it fixes.
    var diagnostics: [LSPDiagnostic]
    var edit: WorkspaceEdit
}
