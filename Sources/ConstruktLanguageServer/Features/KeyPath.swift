/// The keys above a line of a block-style YAML buffer, read from indentation alone, so that it
/// works while the buffer does not parse: for each less-indented line above, the key it opens
/// (`- LabelView:` opens `LabelView`). Innermost first.
struct KeyPath: Equatable {
    /// One enclosing key, and whether it was written as a list item (`- Key:`).
    struct Step: Equatable {
        var key: String
        var isListItem: Bool
    }

    var steps: [Step]

    /// The keys enclosing a position indented by `indent` on 0-based `line`.
    init(lines: LineIndex, line: Int, indent: Int) {
        var steps: [Step] = []
        var limit = indent
        var current = line - 1
        while current >= 0, limit > 0 {
            let text = lines.lineText(current)
            defer { current -= 1 }
            guard let parsed = Self.key(of: text), parsed.indent < limit else { continue }
            steps.append(Step(key: parsed.key, isListItem: parsed.isListItem))
            limit = parsed.listIndent ?? parsed.indent
        }
        self.steps = steps
    }

    /// A line's key: its indentation, the key, and whether it is a list item (with the dash's
    /// column as `listIndent`). `nil` for a blank line, a comment or a line without a key.
    static func key(of text: String) -> (key: String, indent: Int, isListItem: Bool, listIndent: Int?)? {
        let indent = text.prefix { $0 == " " }.count
        var rest = text.dropFirst(indent)
        var isListItem = false
        var keyIndent = indent
        if rest.hasPrefix("- ") || rest == "-" {
            isListItem = true
            rest = rest.dropFirst(2)
            let spaces = rest.prefix { $0 == " " }.count
            rest = rest.dropFirst(spaces)
            keyIndent = indent + 2 + spaces
        }
        guard let first = rest.first, first != "#", first != "{", first != "[", first != "\"", first != "'",
            let colon = rest.firstIndex(of: ":")
        else {
            return nil
        }
        let key = String(rest[..<colon]).trimmingSpaces()
        guard !key.isEmpty, !key.contains(" ") else { return nil }
        return (key, keyIndent, isListItem, isListItem ? indent : nil)
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
