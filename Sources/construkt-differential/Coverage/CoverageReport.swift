import Foundation

/// The coverage table: each cell's mark from `CELLS.tsv` (written with the bundles), a generated
/// cell counted as covered only when its bundle passed every check of the differential script
/// (the bundles in `FAILED` did not). Writes the whole table to `COVERAGE.md`, one section per
/// component, and returns the summary the script prints; `blank` counts cells with no mark.
struct CoverageReport {
    /// A line of CELLS.tsv: the cell's id, its component and member, its column, its mark (`generated`,
    /// `rejected`, `impossible`), the bundle or the code, and the reason.
    struct Line {
        let id: String
        let row: String
        let column: String
        let mark: String
        let detail: String
        let reason: String
    }

    static func tsv(_ marks: [(CoverageCell, CoverageMark)], bundleOf: [String: String]) -> String {
        marks.map { cell, mark -> String in
            let fields: [String] =
                switch mark {
                case .generated: ["generated", bundleOf[cell.id] ?? "", ""]
                case .rejected(let code, let reason): ["rejected", code, reason]
                case .impossible(let reason): ["impossible", "", reason]
                }
            return
                ([cell.id, cell.row.label, cell.column.label]
                + fields.map { $0.replacing("\t", with: " ").replacing("\n", with: " ") }).joined(separator: "\t")
        }.joined(separator: "\n") + "\n"
    }

    let lines: [Line]
    let failedBundles: Set<String>

    init(tsv: String, failedBundles: Set<String>) {
        lines = tsv.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { return nil }
            return Line(
                id: fields[0], row: fields[1], column: fields[2], mark: fields[3], detail: fields[4], reason: fields[5])
        }
        self.failedBundles = failedBundles
    }

    private func symbol(_ line: Line) -> String {
        switch line.mark {
        case "generated": failedBundles.contains(line.detail) ? "✗" : "✓"
        case "rejected": "R"
        case "impossible": "–"
        default: " "
        }
    }

    var blank: Int { lines.count { symbol($0) == " " } }
    var failed: Int { lines.count { symbol($0) == "✗" } }

    /// The counts by column group and mark, and what the bundles' failures cost.
    var summary: String {
        var text = "coverage table: \(lines.count) cells of \(Set(lines.map(\.row)).count) catalog members\n"
        for group in ["form", "source", "place"] {
            let cells = lines.filter { $0.column.hasPrefix(group + ":") }
            text +=
                "  \(group) columns: "
                + ["✓", "R", "–", "✗", " "].compactMap { mark in
                    let count = cells.count { symbol($0) == mark }
                    guard count > 0 || mark == " " else { return nil }
                    return "\(count) \(Self.names[mark] ?? mark)"
                }.joined(separator: ", ") + "\n"
        }
        let codes = Dictionary(grouping: lines.filter { $0.mark == "rejected" }, by: \.detail).map {
            "\($0.key) \($0.value.count)"
        }.sorted()
        text += "  rejected by: " + codes.joined(separator: ", ") + "\n"
        return text
    }

    private static let names = [
        "✓": "generated and passed", "R": "rejected by lint", "–": "impossible", "✗": "generated and FAILED",
        " ": "blank",
    ]

    /// The whole table in Markdown: per component, its members as rows, each column group's
    /// cells as marks, and below it every rejection and impossibility with its reason.
    var markdown: String {
        var text =
            "# Coverage table\n\n✓ generated and passed every check, R rejected by lint (code and message below), – impossible (reason below), ✗ generated and failed; an event or a slot takes no value, so it has places only (·)\n"
        var components: [String] = []
        for line in lines where !components.contains(String(line.row.prefix { $0 != "." })) {
            components.append(String(line.row.prefix { $0 != "." }))
        }
        for component in components {
            let componentLines = lines.filter { $0.row.hasPrefix(component + ".") }
            var rows: [String] = []
            for line in componentLines where !rows.contains(line.row) { rows.append(line.row) }
            text +=
                "\n## \(component)\n\n| member | forms | \(ValueSource.allCases.map(\.rawValue).joined(separator: " | ")) | \(NodePlace.allCases.map(\.rawValue).joined(separator: " | ")) |\n"
            text +=
                "|---|---|" + String(repeating: "---|", count: ValueSource.allCases.count + NodePlace.allCases.count)
                + "\n"
            var notes: [String] = []
            for row in rows {
                let cells = componentLines.filter { $0.row == row }
                func mark(_ column: String) -> String {
                    guard let line = cells.first(where: { $0.column == column }) else { return "·" }
                    let symbol = symbol(line)
                    guard symbol == "R" || symbol == "–" else { return symbol }
                    let note = (symbol == "R" ? "\(line.detail) " : "") + line.reason
                    if !notes.contains(note) { notes.append(note) }
                    return "\(symbol)\((notes.firstIndex(of: note) ?? 0) + 1)"
                }
                let forms = cells.filter { $0.column.hasPrefix("form:") }.map {
                    "\($0.column.dropFirst(5)) \(mark($0.column))"
                }.joined(separator: ", ")
                let sources = ValueSource.allCases.map { mark("source:\($0.rawValue)") }
                let places = NodePlace.allCases.map { mark("place:\($0.rawValue)") }
                text +=
                    "| \(row.dropFirst(component.count + 1)) | \(forms) | "
                    + (sources + places).joined(separator: " | ") + " |\n"
            }
            if !notes.isEmpty {
                text +=
                    "\n" + notes.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n") + "\n"
            }
        }
        return text
    }
}
