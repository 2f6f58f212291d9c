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
        let lastLine = sections.compactMap { section in
            section.file.map { SourceSnippet.lastLine(of: section.annotations, in: $0) }
        }.max() ?? diagnostic.location.range.start.line
        let gutterWidth = String(lastLine).count
        let padding = String(repeating: " ", count: gutterWidth)
        let emptyGutter = style.gutter(padding + " |")

        let title = "\(diagnostic.severity.rawValue)[\(diagnostic.code.id)]"
        let messageLines = Self.printableLines(diagnostic.message)
        var lines = [style.severity(title, diagnostic.severity) + style.bold(": " + messageLines[0])]
        lines += Self.indented(messageLines.dropFirst(), by: title.count + 2).map(style.bold)
        var previousHadSnippet = false
        for section in sections {
            if previousHadSnippet { lines.append(emptyGutter) }
            if let file = section.file {
                lines.append(style.gutter(padding + "--> ") + Self.position(section.annotations[0].location))
                lines.append(emptyGutter)
                let snippet = SourceSnippet(
                    file: file, annotations: section.annotations, severity: diagnostic.severity,
                    gutterWidth: gutterWidth, style: style
                )
                lines += snippet.rows()
            } else {
                for annotation in section.annotations {
                    let message = annotation.message.isEmpty ? "" : ": " + annotation.message
                    lines.append(style.gutter(padding + "--> ") + Self.position(annotation.location) + message)
                }
            }
            previousHadSnippet = section.file != nil
        }
        let trailers = diagnostic.notes.map { ("note", $0) } + (diagnostic.help.map { [("help", $0)] } ?? [])
        if !trailers.isEmpty, previousHadSnippet { lines.append(emptyGutter) }
        for (kind, text) in trailers {
            let lead = padding + " = "
            let textLines = Self.printableLines(text)
            lines.append(style.gutter(lead) + style.bold(kind + ":") + " " + textLines[0])
            lines += Self.indented(textLines.dropFirst(), by: lead.count + kind.count + 2)
        }
        return lines.joined(separator: "\n") + "\n"
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

    /// The lines of a message, note or help, with tabs expanded and control characters made
    /// visible, so that text quoted from a file can never drive the terminal.
    private static func printableLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { DisplayLine(String($0)).text }
    }

    /// Continuation lines lined up under the text of the first line; empty lines stay empty.
    private static func indented(_ lines: ArraySlice<String>, by width: Int) -> [String] {
        let indentation = String(repeating: " ", count: width)
        return lines.map { $0.isEmpty ? "" : indentation + $0 }
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.path):\(location.range.start.line):\(location.range.start.column)"
    }
}
