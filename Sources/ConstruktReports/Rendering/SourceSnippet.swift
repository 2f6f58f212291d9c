import ConstruktDiagnostics

/// The lines of one file that a diagnostic points into, each followed by rows of marks under the
/// annotated ranges, with `·` where lines are skipped. A long line prints as the part around its
/// marks (`SnippetWindow`).
///
/// A range over several lines is marked on its first line ("from here…") and on its last line
/// ("…to here"), which carries the message.
struct SourceSnippet {
    /// Marks under one source line.
    private struct Marks {
        var line: Int
        var startCell: Int
        var width: Int
        var message: String
        var isPrimary: Bool
    }

    let file: SourceFile
    let annotations: [SnippetAnnotation]
    let severity: Severity
    let gutterWidth: Int
    let style: TerminalStyle

    /// The last line any annotation reaches, which sets the width of the gutter.
    static func lastLine(of annotations: [SnippetAnnotation], in file: SourceFile) -> Int {
        annotations.map { $0.trimmedRange(in: file).end.line }.max() ?? 1
    }

    func rows() -> [String] {
        let marks = annotations.flatMap(marks(for:))
        let lines = Set(marks.map(\.line)).sorted()
        var rows: [String] = []
        for (index, line) in lines.enumerated() {
            if index > 0 {
                let previous = lines[index - 1]
                if line == previous + 2 {
                    rows.append(
                        sourceRow(
                            previous + 1, text: SnippetWindow(DisplayLine(file.lineText(previous + 1)), marks: []).text)
                    )
                } else if line > previous + 2 {
                    rows.append(style.gutter(padding + " ·"))
                }
            }
            let onLine = marks.filter { $0.line == line }
                .sorted { ($0.startCell, $0.isPrimary ? 0 : 1) < ($1.startCell, $1.isPrimary ? 0 : 1) }
            let window = SnippetWindow(DisplayLine(file.lineText(line)), marks: onLine.map { ($0.startCell, $0.width) })
            rows.append(sourceRow(line, text: window.text))
            rows += onLine.map { markRow($0, in: window) }
        }
        return rows
    }

    private var padding: String { String(repeating: " ", count: gutterWidth) }

    private func marks(for annotation: SnippetAnnotation) -> [Marks] {
        let (start, end) = annotation.trimmedRange(in: file)
        let first = DisplayLine(file.lineText(start.line))
        let startCell = first.cell(atColumn: start.column)
        if start.line == end.line {
            let width = max(first.cell(atColumn: end.column) - startCell, 1)
            return [
                Marks(
                    line: start.line, startCell: startCell, width: width, message: annotation.message,
                    isPrimary: annotation.isPrimary)
            ]
        }
        let firstWidth = max(first.cell(atColumn: first.scalarCount + 1) - startCell, 1)
        let last = DisplayLine(file.lineText(end.line))
        let lastStartColumn = last.firstContentColumn < end.column ? last.firstContentColumn : 1
        let lastStartCell = last.cell(atColumn: lastStartColumn)
        let lastWidth = max(last.cell(atColumn: end.column) - lastStartCell, 1)
        let ending = annotation.message.isEmpty ? "…to here" : "…to here: \(annotation.message)"
        return [
            Marks(
                line: start.line, startCell: startCell, width: firstWidth, message: "from here…",
                isPrimary: annotation.isPrimary),
            Marks(
                line: end.line, startCell: lastStartCell, width: lastWidth, message: ending,
                isPrimary: annotation.isPrimary),
        ]
    }

    private func sourceRow(_ line: Int, text: String) -> String {
        let number = String(line)
        let gutter = String(repeating: " ", count: max(gutterWidth - number.count, 0)) + number + " |"
        return style.gutter(gutter) + (text.isEmpty ? "" : " " + text)
    }

    private func markRow(_ marks: Marks, in window: SnippetWindow) -> String {
        let (startCell, width) = window.place(start: marks.startCell, width: marks.width)
        let symbol: Character = marks.isPrimary ? "^" : "-"
        var drawn = String(repeating: symbol, count: width)
        if !marks.message.isEmpty { drawn += " " + marks.message }
        let painted = marks.isPrimary ? style.severity(drawn, severity) : style.secondary(drawn)
        return style.gutter(padding + " |") + " " + String(repeating: " ", count: startCell) + painted
    }
}
