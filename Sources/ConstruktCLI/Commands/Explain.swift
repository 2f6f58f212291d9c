import ArgumentParser
import ConstruktDiagnostics

/// `construkt-gen explain CODE`: the long explanation of a diagnostic code.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code, such as CK0114.",
        discussion: "Without a code, lists every code with its one-line summary."
    )

    @Argument(help: "A diagnostic code, such as CK0114.")
    var code: String?

    @Flag(help: "List every code as the Markdown table of Docs/diagnostics.md.")
    var markdown = false

    func run() throws {
        let console = Console.current
        guard let code else {
            console.print(markdown ? Self.markdownTable() : DiagnosticCatalog.all.map { "\($0.id)  \($0.summary)" }.joined(separator: "\n"))
            return
        }
        guard let entry = DiagnosticCatalog.code(code) else {
            throw CommandFailure(message: "unknown diagnostic code '\(code)'; run 'construkt-gen explain' for the list")
        }
        console.print("\(entry.id) (\(entry.severity.rawValue)): \(entry.summary)\n\n\(entry.explanation)")
    }

    /// The catalog as a Markdown table: code, severity, summary.
    static func markdownTable() -> String {
        let rows = DiagnosticCatalog.all.map { code in
            "| \(code.id) | \(code.severity.rawValue) | \(code.summary.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        return (["| code | severity | meaning |", "|---|---|---|"] + rows).joined(separator: "\n")
    }
}
