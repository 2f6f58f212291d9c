/// The output formats of `lint --format`: a snippet for people, one line per problem for editors,
/// workflow commands for GitHub Actions, SARIF for code-scanning services, plain JSON for scripts,
/// and the reports other CI systems read: Code Climate JSON (GitLab Code Quality), Checkstyle XML
/// (Jenkins warnings-ng, Danger) and JUnit XML (test views).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case human
    case gnu
    case github
    case sarif
    case json
    case codeclimate
    case checkstyle
    case junit
}
