import ConstruktReports

/// One entry of a completion list.
struct CompletionItem {
    /// LSP's `CompletionItemKind` values the server uses.
    enum Kind: Int {
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
