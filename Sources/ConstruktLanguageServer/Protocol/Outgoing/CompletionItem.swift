/// LSP's `CompletionItem`: one entry of a completion list. A snippet is written as the item's
/// `insertText` in the snippet format; `detail` and the snippet are not written when `nil`.
struct CompletionItem: Hashable, Encodable, Sendable {
    /// LSP's `CompletionItemKind` values the server uses, written as their numbers.
    enum Kind: Int, Encodable, Sendable {
        case function = 3
        case field = 5
        case variable = 6
        case `class` = 7
        case module = 9
        case property = 10
        case value = 12
        case keyword = 14
        case snippet = 15
        case enumMember = 20
        case event = 23
    }

    var label: String
    var kind: Kind
    var detail: String?
    /// A snippet (`$1` placeholders) to insert instead of the label.
    var snippet: String?

    private enum CodingKeys: String, CodingKey { case label, kind, detail, insertText, insertTextFormat }

    /// LSP's `InsertTextFormat.Snippet`.
    private static let snippetFormat = 2

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(detail, forKey: .detail)
        if let snippet {
            try container.encode(snippet, forKey: .insertText)
            try container.encode(Self.snippetFormat, forKey: .insertTextFormat)
        }
    }
}
