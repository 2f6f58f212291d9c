import ConstruktDiagnostics

/// Checkstyle XML, which Jenkins' warnings-ng (`checkStyle` tool) and Danger's checkstyle_format
/// read: a `<file>` per checked file, in the order given, holding an `<error>` per diagnostic with
/// its line, column, severity (`error`, `warning` or `info`), message (notes and help on lines of
/// their own) and source (`construkt-gen.CK0114`).
///
/// A checked file with no problem still gets its `<file>`, as Checkstyle writes it. File names are
/// relative to the repository root, the workspace those tools resolve them against.
public struct CheckstyleRenderer: DiagnosticRenderer, Sendable {
    /// The checked files, as `SourceLocation.path`s; a diagnostic in another file adds that file.
    public var files: [String]
    /// How the report names files.
    public var paths: ReportPaths

    public init(files: [String], paths: ReportPaths) {
        self.files = files
        self.paths = paths
    }

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"8.0\">"]
        for (path, fileDiagnostics) in ReportFiles.grouped(diagnostics, files: files) {
            let name = XMLText.escaped(paths.path(path))
            guard !fileDiagnostics.isEmpty else {
                lines.append("  <file name=\"\(name)\"/>")
                continue
            }
            lines.append("  <file name=\"\(name)\">")
            lines += fileDiagnostics.map(Self.error)
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func error(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.location.range.start
        var message = [diagnostic.message]
        message += diagnostic.notes.map { "note: \($0)" }
        if let help = diagnostic.help { message.append("help: \(help)") }
        let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
        return "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(severity)\""
            + " message=\"\(XMLText.escaped(message.joined(separator: "\n")))\" source=\"construkt-gen.\(diagnostic.code.id)\"/>"
    }
}
