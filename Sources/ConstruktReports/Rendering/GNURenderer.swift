import ConstruktDiagnostics

/// The one-line-per-problem format that Xcode, Emacs, Vim and most editors parse:
/// `path:line:col: error: message [CK0101]`, starting at column 0.
///
/// Each label follows as `path:line:col: note: message`, each note as a `note:` line at the
/// diagnostic's position, and the help as `note: help: …`. Line breaks inside a text become spaces
/// so that every entry stays on one line.
public struct GNURenderer: DiagnosticRenderer, Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics {
            let severity = diagnostic.severity.rawValue
            lines.append(
                "\(Self.position(diagnostic.location)): \(severity): \(Self.oneLine(diagnostic.message)) [\(diagnostic.code.id)]"
            )
            for label in diagnostic.labels {
                lines.append("\(Self.position(label.location)): note: \(Self.oneLine(label.message))")
            }
            for note in diagnostic.notes {
                lines.append("\(Self.position(diagnostic.location)): note: \(Self.oneLine(note))")
            }
            if let help = diagnostic.help {
                lines.append("\(Self.position(diagnostic.location)): note: help: \(Self.oneLine(help))")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.path):\(location.range.start.line):\(location.range.start.column)"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).compactMap { line -> Substring? in
            guard let first = line.firstIndex(where: { $0 != " " }), let last = line.lastIndex(where: { $0 != " " })
            else {
                return nil
            }
            return line[first...last]
        }.joined(separator: " ")
    }
}
