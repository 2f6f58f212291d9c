import ArgumentParser
import ConstruktChecker
import ConstruktDiagnostics

/// The files a command was given, read and checked with the rest of their apps, for the commands
/// that run or emit what they check (`test`, `run`, `generate`). Errors anywhere in those apps stop
/// the command, printed on standard error in the format asked: a screen that does not check cannot
/// run.
struct CheckedInputs: Sendable {
    /// The files the paths named (directories walked).
    var requested: [String]
    var apps: [CheckedApp]

    init(paths: [String], console: Console, format: DiagnosticFormat = .human) throws {
        let files = try InputDiscovery.files(for: paths, workingDirectory: console.workingDirectory)
        guard !files.isEmpty else {
            throw CommandFailure(message: "no construkt files found in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let context = try InputDiscovery.appContext(of: files, workingDirectory: console.workingDirectory)
        let run = try FrontEndRun(files: Array(Set(files + context)).sorted(), console: console)
        let errors = run.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            DiagnosticOutput(format: format, console: console).emit(errors, sources: run.sources, to: .error)
            console.printError("cannot run: \(DiagnosticSummary(errors).text)")
            throw ExitCode(ExitStatus.errorsFound)
        }
        requested = files
        apps = run.apps
    }
}

