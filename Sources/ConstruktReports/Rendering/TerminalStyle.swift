import ConstruktDiagnostics

/// ANSI styling for the human format; with colour off every method returns its text unchanged.
struct TerminalStyle {
    let enabled: Bool

    func severity(_ text: String, _ severity: Severity) -> String {
        switch severity {
        case .error: paint(text, "1;31")
        case .warning: paint(text, "1;33")
        case .note: paint(text, "1;36")
        }
    }

    func gutter(_ text: String) -> String { paint(text, "1;34") }
    func secondary(_ text: String) -> String { paint(text, "1;34") }
    func bold(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
