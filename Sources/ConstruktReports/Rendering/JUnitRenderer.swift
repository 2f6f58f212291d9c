import ConstruktDiagnostics

/// JUnit XML for CI test views (GitLab's `reports: junit`, Jenkins' `junit` step, GitHub test
/// reporters): one suite, `construkt-gen lint`, with one test case per checked file, named and
/// `file`d by its path relative to the repository root. Each error is a `<failure>` of that case
/// (type the code, message the message, text the gnu lines with labels, notes and help); warnings
/// and notes, which do not fail a file, are in its `<system-out>`.
public struct JUnitRenderer: DiagnosticRenderer, Sendable {
    public static let suiteName = "construkt-gen lint"

    /// The checked files, as `SourceLocation.path`s; a diagnostic in another file adds that file.
    public var files: [String]
    /// How the report names files.
    public var paths: ReportPaths

    public init(files: [String], paths: ReportPaths) {
        self.files = files
        self.paths = paths
    }

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        let groups = ReportFiles.grouped(diagnostics, files: files)
        let failing = groups.count { group in group.diagnostics.contains { $0.severity == .error } }
        let counts = "tests=\"\(groups.count)\" failures=\"\(failing)\" errors=\"0\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(Self.suiteName)\" \(counts)>",
            "  <testsuite name=\"\(Self.suiteName)\" \(counts) skipped=\"0\">",
        ]
        for (path, fileDiagnostics) in groups {
            let name = XMLText.escaped(paths.path(path))
            let opening = "    <testcase name=\"\(name)\" classname=\"\(Self.suiteName)\" file=\"\(name)\""
            guard !fileDiagnostics.isEmpty else {
                lines.append(opening + "/>")
                continue
            }
            lines.append(opening + ">")
            for error in fileDiagnostics where error.severity == .error {
                lines.append(
                    "      <failure type=\"\(error.code.id)\" message=\"\(XMLText.escaped(error.message))\">"
                        + XMLText.escaped(GNURenderer().render([error], sources: sources)) + "</failure>")
            }
            let others = fileDiagnostics.filter { $0.severity != .error }
            if !others.isEmpty {
                lines.append(
                    "      <system-out>" + XMLText.escaped(GNURenderer().render(others, sources: sources))
                        + "</system-out>")
            }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
