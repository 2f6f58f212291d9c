import ConstruktDiagnostics

/// The Code Climate issue JSON that GitLab's Code Quality report reads (`artifacts: reports:
/// codequality:`): an array of issues, each with `description`, `check_name` (the code),
/// `fingerprint`, `severity` and `location.path` with `location.lines.begin`.
///
/// Paths are relative to the repository root, as GitLab requires. The fingerprint hashes the code,
/// the path, the message and how many identical issues came before in that file, not the line, so
/// an issue keeps its fingerprint when lines above it move. Severities: error `major`, warning
/// `minor`, note `info`. Notes and help go into `content.body`.
public struct CodeClimateRenderer: DiagnosticRenderer, Sendable {
    /// How the report names files.
    public var paths: ReportPaths

    public init(paths: ReportPaths) {
        self.paths = paths
    }

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        var earlier: [[String]: Int] = [:]
        let issues = diagnostics.map { diagnostic -> JSONValue in
            let path = paths.path(diagnostic.location.path)
            let identity = [diagnostic.code.id, path, diagnostic.message]
            let occurrence = earlier[identity, default: 0]
            earlier[identity] = occurrence + 1
            return issue(diagnostic, path: path, fingerprint: Fingerprint.hex(of: identity + [String(occurrence)]))
        }
        return JSONValue.array(issues).prettyPrinted()
    }

    private func issue(_ diagnostic: Diagnostic, path: String, fingerprint: String) -> JSONValue {
        let range = diagnostic.location.range
        var members: [(String, JSONValue)] = [
            ("type", .string("issue")),
            ("check_name", .string(diagnostic.code.id)),
            ("description", .string(diagnostic.message)),
            ("categories", .array([.string("Bug Risk")])),
            ("severity", .string(Self.severity(diagnostic.severity))),
            ("fingerprint", .string(fingerprint)),
            (
                "location",
                .object([
                    ("path", .string(path)),
                    ("lines", .object([("begin", .int(range.start.line)), ("end", .int(range.end.line))])),
                ])
            ),
        ]
        var body = diagnostic.notes.map { "note: \($0)" }
        if let help = diagnostic.help { body.append("help: \(help)") }
        if !body.isEmpty { members.append(("content", .object([("body", .string(body.joined(separator: "\n")))]))) }
        return .object(members)
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
