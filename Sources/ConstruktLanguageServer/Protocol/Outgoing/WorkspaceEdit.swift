/// LSP's `WorkspaceEdit` in its `changes` form: the edits to make, by the URI of the document
/// they are in. A rename answers with one, and each quick fix carries one.
struct WorkspaceEdit: Hashable, Encodable, Sendable {
    var changes: [String: [TextEdit]]
}
