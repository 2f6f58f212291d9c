/// The sections of one screen file as they are being written: each block of a synthetic screen
/// adds its declarations and its nodes, and `text` lays them out in the order Docs/language.md, A screen file shows.
struct ScreenText {
    let keyword: String
    let name: String
    var description: String
    var params: [String] = []
    var state: [String] = []
    var derived: [String] = []
    var signals: [String] = []
    var actions: [String] = []
    var lifecycle: [String] = []
    /// The children of the content stack, each line indented for its place under `children:`.
    var content: [String] = []
    var navigationBar: [String] = []

    init(keyword: String = "screen", name: String, description: String) {
        self.keyword = keyword
        self.name = name
        self.description = description
    }

    var text: String {
        var lines = ["\(keyword): \(name)", "description: \(description)"]
        for (key, entries) in [
            ("params", params), ("state", state), ("derived", derived), ("signals", signals), ("actions", actions),
            ("lifecycle", lifecycle),
        ]
        where !entries.isEmpty {
            lines.append("\(key):")
            lines += entries.map { "  " + $0 }
        }
        lines += ["body:", "  Screen:", "    backgroundColor: systemBackground"]
        if !navigationBar.isEmpty {
            lines.append("    navigationBar:")
            lines += navigationBar.map { "      " + $0 }
        }
        lines += ["    content:", "      VStackView:", "        spacing: 12", "        children:"]
        lines += content.map { "          " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
