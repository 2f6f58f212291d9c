/// LSP's `DiagnosticSeverity`, written as its number.
enum DiagnosticSeverity: Int, Encodable, Sendable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}
