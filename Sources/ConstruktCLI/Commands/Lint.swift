import ArgumentParser
import ConstruktDiagnostics
import ConstruktReports
import ConstruktYAML

/// `construkt-gen lint PATHS…`: checks construkt files and reports every problem found.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check construkt files and report every problem.",
        discussion: "Exits with 1 when any error is found (with --strict, any warning too)."
    )

    @Argument(help: "Files or directories to check.")
    var paths: [String]

    @Option(help: "Output format: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiagnosticFormat = .human

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    /// A changed types or routes file can break a screen that did not change; the pre-commit hook asks for this.
    @Flag(
        help:
            "Report on every file of the apps the paths belong to (each one's nearest construkt.yaml folder), not only on the files named."
    )
    var wholeApp = false

    func run() throws {
        let console = Console.current
        let inputs = try InputDiscovery.inputs(for: paths, workingDirectory: console.workingDirectory)
        let files = wholeApp ? inputs.withAppContext : inputs.requested
        let run = try FrontEndRun(
            files: inputs.withAppContext, console: console, product: OwnCatalogEmission.diagnostics(of:))
        let reported = Set(files)
        var diagnostics = UnreadDeclarationHint(
            neighbours: inputs.unreadNeighbours, misnamed: inputs.misnamed, console: console
        )
        .annotate((run.diagnostics + run.products.joined()).filter { reported.contains($0.location.path) })
        if strict { diagnostics = diagnostics.strict() }
        DiagnosticOutput(format: format, console: console, checkedFiles: files).emit(
            diagnostics, sources: run.sources, to: .output)
        if format == .human {
            console.print(
                "checked \(files.count) file\(files.count == 1 ? "" : "s"): \(DiagnosticSummary(diagnostics).text)")
        }
        if diagnostics.hasErrors { throw ExitCode(ExitStatus.errorsFound) }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
