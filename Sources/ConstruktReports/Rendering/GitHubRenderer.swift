import ConstruktDiagnostics

/// GitHub Actions workflow commands, which the runner turns into annotations on a pull request:
/// `::error file=PATH,line=L,col=C,endLine=L2,endColumn=C2,title=CK0101::message`.
///
/// Warnings become `::warning`, notes `::notice`. Labels, notes and the help follow the message on
/// lines of their own. Values are escaped as `@actions/core` escapes them. GitHub accepts columns
/// only on a single-line range, so a range over several lines gives lines alone (a range ending
/// at the start of a line ends on the line before).
public struct GitHubRenderer: DiagnosticRenderer, Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        diagnostics.map { command(for: $0) + "\n" }.joined()
    }

    private func command(for diagnostic: Diagnostic) -> String {
        let name =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let range = diagnostic.location.range
        var properties = [("file", diagnostic.location.path), ("line", String(range.start.line))]
        if range.start.line == range.end.line {
            properties += [
                ("col", String(range.start.column)),
                ("endLine", String(range.end.line)),
                ("endColumn", String(range.end.column)),
            ]
        } else {
            let endsAtLineStart = range.end.column == 1
            properties.append(("endLine", String(endsAtLineStart ? range.end.line - 1 : range.end.line)))
        }
        properties.append(("title", diagnostic.code.id))

        var message = [diagnostic.message]
        message += diagnostic.labels.map { label in
            "\(label.location.path):\(label.location.range.start.line):\(label.location.range.start.column): \(label.message)"
        }
        message += diagnostic.notes.map { "note: \($0)" }
        if let help = diagnostic.help { message.append("help: \(help)") }

        let renderedProperties = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(renderedProperties)::\(Self.escapeData(message.joined(separator: "\n")))"
    }

    /// `escapeData` of `@actions/core`: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `escapeProperty` of `@actions/core`: as `escapeData`, and also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
