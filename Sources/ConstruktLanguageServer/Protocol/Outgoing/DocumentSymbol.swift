/// LSP's `DocumentSymbol`: one entry of a file's outline, with the entries under it. `children`
/// is written even when empty.
struct DocumentSymbol: Hashable, Encodable, Sendable {
    var name: String
    var detail: String
    var kind: SymbolKind
    /// The whole declaration, which contains `selectionRange`.
    var range: LSPRange
    /// The name, which the editor selects.
    var selectionRange: LSPRange
    var children: [DocumentSymbol] = []
}
