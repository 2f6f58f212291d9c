import ConstruktDiagnostics

/// The format for people at a terminal, after rustc and Elm: a headline with the code, the path,
/// the source lines with carets under the exact range and dashes under labelled ranges, then the
/// notes and the help. A blank line separates diagnostics.
///
/// ```
/// error[CK0114]: duplicate key 'title'
///  --> Samples/Counter/Counter.screen.yaml:5:3
///   |
/// 3 |   title: A
///   |   ----- first defined here
///   ·
/// 5 |   title: B
///   |   ^^^^^ defined again here
///   |
///   = help: remove one of them
/// ```
public struct HumanRenderer: DiagnosticRenderer, Sendable {
    /// Whether to use ANSI colours; see `TerminalColor.shouldUseColor`.
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        diagnostics.map { block(for: $0, sources: sources) }.joined(separator: "\n")
    }

    /// The lines of one diagnostic, each ending with a line break.
    private func block(for diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
        let style = TerminalStyle(enabled: useColor)
        let sections = Self.sectionsByFile(SnippetAnnotation.annotations(of: diagnostic), sources: sources)
        let lastLine =
            sections.compactMap { section in
                section.file.map { SourceSnippet.lastLine(of: section.annotations, in: $0) }
            }.max() ?? diagnostic.location.range.start.line
        let gutterWidth = String(lastLine).count

        var lines = headline(of: diagnostic, style: style)
        var previousHadSnippet = false
        for section in sections {
            if previousHadSnippet { lines.append(style.gutter(Self.padding(gutterWidth) + " |")) }
            lines += sectionLines(section, severity: diagnostic.severity, gutterWidth: gutterWidth, style: style)
            previousHadSnippet = section.file != nil
        }
        let trailers = diagnostic.notes.map { ("note", $0) } + (diagnostic.help.map { [("help", $0)] } ?? [])
        if !trailers.isEmpty, previousHadSnippet { lines.append(style.gutter(Self.padding(gutterWidth) + " |")) }
        for (kind, text) in trailers {
            let lead = Self.padding(gutterWidth) + " = "
            let textLines = DisplayLine.printableLines(text)
            lines.append(style.gutter(lead) + style.bold(kind + ":") + " " + textLines[0])
            lines += Self.indented(textLines.dropFirst(), by: lead.count + kind.count + 2)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `error[CK0114]: message`, with the lines of a multi-line message lined up under the first.
    private func headline(of diagnostic: Diagnostic, style: TerminalStyle) -> [String] {
        let title = "\(diagnostic.severity.rawValue)[\(diagnostic.code.id)]"
        let messageLines = DisplayLine.printableLines(diagnostic.message)
        return [style.severity(title, diagnostic.severity) + style.bold(": " + messageLines[0])]
            + Self.indented(messageLines.dropFirst(), by: title.count + 2).map(style.bold)
    }

    /// The ` --> path:line:col` header and the snippet of one file; without its source, one header
    /// per annotation with the label's message after it.
    private func sectionLines(
        _ section: (file: SourceFile?, annotations: [SnippetAnnotation]),
        severity: Severity, gutterWidth: Int, style: TerminalStyle
    ) -> [String] {
        let arrow = style.gutter(Self.padding(gutterWidth) + "--> ")
        guard let file = section.file else {
            return section.annotations.map { annotation in
                arrow + Self.position(annotation.location)
                    + (annotation.message.isEmpty ? "" : ": " + annotation.message)
            }
        }
        let snippet = SourceSnippet(
            file: file, annotations: section.annotations, severity: severity, gutterWidth: gutterWidth, style: style
        )
        return [arrow + Self.position(section.annotations[0].location), style.gutter(Self.padding(gutterWidth) + " |")]
            + snippet.rows()
    }

    /// The annotations grouped by file: the primary range's file first, then the other files in
    /// the order their labels come; within a file, in reading order with the primary range first.
    private static func sectionsByFile(
        _ annotations: [SnippetAnnotation], sources: [String: SourceFile]
    ) -> [(file: SourceFile?, annotations: [SnippetAnnotation])] {
        var paths: [String] = []
        for annotation in annotations where !paths.contains(annotation.location.path) {
            paths.append(annotation.location.path)
        }
        return paths.map { path in
            let inFile = annotations.filter { $0.location.path == path }.sorted {
                ($0.isPrimary ? 0 : 1, $0.location.range) < ($1.isPrimary ? 0 : 1, $1.location.range)
            }
            let file = sources[path].flatMap { file in
                inFile.allSatisfy { $0.location.range.start.line <= file.lineCount } ? file : nil
            }
            return (file, inFile)
        }
    }

    /// Continuation lines lined up under the text of the first line; empty lines stay empty.
    private static func indented(_ lines: ArraySlice<String>, by width: Int) -> [String] {
        let indentation = String(repeating: " ", count: width)
        return lines.map { $0.isEmpty ? "" : indentation + $0 }
    }

    private static func padding(_ width: Int) -> String {
        String(repeating: " ", count: width)
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.path):\(location.range.start.line):\(location.range.start.column)"
    }
}
