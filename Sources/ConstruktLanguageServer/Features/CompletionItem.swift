import ConstruktReports

/// One entry of a completion list.
struct CompletionItem {
    /// LSP's `CompletionItemKind` values the server uses.
    enum Kind: Int {
        case function = 3, field = 5, variable = 6, `class` = 7, module = 9, property = 10, value = 12, keyword = 14, snippet = 15
        case enumMember = 20, event = 23
    }

    var label: String
    var kind: Kind
    var detail: String?
    /// A snippet (`$1` placeholders) to insert instead of the label.
    var snippet: String?

    var json: JSONValue {
        var json: [String: JSONValue] = ["label": .string(label), "kind": .int(kind.rawValue)]
        if let detail { json["detail"] = .string(detail) }
        if let snippet {
            json["insertText"] = .string(snippet)
            json["insertTextFormat"] = 2
        }
        return .object(json)
    }
}
