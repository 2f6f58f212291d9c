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

        let headline = style.severity("\(diagnostic.severity.rawValue)[\(diagnostic.code.id)]", diagnostic.severity)
            + style.bold(": " + diagnostic.message)
        var lines = [headline]
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
            let continuation = String(repeating: " ", count: lead.count + kind.count + 2)
            let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append(style.gutter(lead) + style.bold(kind + ":") + " " + textLines[0])
            lines += textLines.dropFirst().map { $0.isEmpty ? "" : continuation + $0 }
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

    private static func position(_ location: SourceLocation) -> String {
        "\(location.path):\(location.range.start.line):\(location.range.start.column)"
    }
}
