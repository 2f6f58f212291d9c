import ConstruktDiagnostics

/// A range to underline in a human-format snippet: the diagnostic's own range (carets) or one of
/// its labels (dashes), with the message written after the marks.
struct SnippetAnnotation {
    var location: SourceLocation
    var message: String
    var isPrimary: Bool

    /// The primary range first, then the labels. A label on exactly the primary range lends its
    /// message to the carets instead of repeating the same marks.
    static func annotations(of diagnostic: Diagnostic) -> [SnippetAnnotation] {
        var labels = diagnostic.labels
        var primaryMessage = ""
        if let index = labels.firstIndex(where: { $0.location == diagnostic.location }) {
            primaryMessage = labels.remove(at: index).message
        }
        let primary = SnippetAnnotation(
            location: diagnostic.location, message: printable(primaryMessage), isPrimary: true)
        return [primary]
            + labels.map { SnippetAnnotation(location: $0.location, message: printable($0.message), isPrimary: false) }
    }

    /// A label's message on one printable line: it is written after marks, so it cannot wrap.
    private static func printable(_ message: String) -> String {
        DisplayLine.printableLines(message).joined(separator: " ")
    }

    /// The range with an end at the start of a line pulled back to the end of the line before, so
    /// that a node ending with its line break is not drawn as reaching into the next line.
    func trimmedRange(in file: SourceFile) -> (start: SourcePosition, end: SourcePosition) {
        let start = location.range.start
        var end = max(location.range.end, start)
        if end.line > start.line, end.column == 1 {
            let previousIndex = end.line - 2
            end = file.position(
                zeroBasedLine: previousIndex, column: file.lineText(previousIndex + 1).unicodeScalars.count)
        }
        return (start, end)
    }
}
