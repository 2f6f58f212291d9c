/// The output formats of `lint --format`: a snippet for people, one line per problem for editors,
/// workflow commands for GitHub Actions, SARIF for code-scanning services, and plain JSON for scripts.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case human
    case gnu
    case github
    case sarif
    case json
}
