import ArgumentParser
import ConstruktChecker
import ConstruktDiagnostics

/// The files a command was given, read and checked with the rest of their apps, for the commands
/// that run or emit what they check (`test`, `run`, `generate`), and what `product` made of each
/// app. Errors anywhere in those apps stop the command, printed on standard error in the format
/// asked: a screen that does not check cannot run.
struct CheckedInputs<Product: Sendable>: Sendable {
    /// The files the paths named (directories walked).
    var requested: [String]
    /// What `product` made of each app, in the order of the apps' roots.
    var products: [Product]

    /// `product` gets each checked app and the requested files, and runs while other apps are
    /// still being checked; it is not called for an app with errors.
    init(paths: [String], console: Console, format: DiagnosticFormat = .human, product: (CheckedApp, _ requested: Set<String>) -> Product) throws {
        let inputs = try InputDiscovery.inputs(for: paths, workingDirectory: console.workingDirectory)
        let files = inputs.requested
        let requested = Set(files)
        let run = try FrontEndRun(files: inputs.withAppContext, console: console) { product($0, requested) }
        let errors = run.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            DiagnosticOutput(format: format, console: console, checkedFiles: files).emit(errors, sources: run.sources, to: .error)
            console.printError("cannot run: \(DiagnosticSummary(errors).text)")
            throw ExitCode(ExitStatus.errorsFound)
        }
        self.requested = files
        products = run.products
    }
}

extension CheckedInputs where Product == CheckedApp {
    /// The checked apps themselves, for the commands that run them.
    init(paths: [String], console: Console, format: DiagnosticFormat = .human) throws {
        try self.init(paths: paths, console: console, format: format) { app, _ in app }
    }

    var apps: [CheckedApp] { products }
}
