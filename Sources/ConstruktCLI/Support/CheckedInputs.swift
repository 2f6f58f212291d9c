import ArgumentParser
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktReports

/// The files a command was given, read and checked with the rest of their apps, for the commands
/// that run or emit what they check (`test`, `run`, `generate`), and what `product` made of each
/// app. Errors in those apps stop the command, printed on standard error in the format asked: a
/// screen that does not check cannot run. A command checks only what it uses (see `Scenarios`).
struct CheckedInputs<Product: Sendable>: Sendable {
    /// What a command does with its apps' scenario files.
    enum Scenarios {
        /// Checked with the rest: an error in one stops the command.
        case checked
        /// Not read, unless named: running a screen does not need them.
        case leftOut
        /// Each on its own: an error in one is printed and fails that scenario (see
        /// `scenarioErrors`), and the others still run.
        case eachOnItsOwn
    }

    /// The files the paths named (directories walked).
    var requested: [String]
    /// What `product` made of each app, in the order of the apps' roots.
    var products: [Product]
    /// With `.eachOnItsOwn`, the first error of each scenario file that has one, by path.
    var scenarioErrors: [String: Diagnostic] = [:]

    /// `product` gets each checked app and the requested files, and runs while other apps are
    /// still being checked; it is not called for an app with errors.
    init(
        paths: [String], console: Console, format: DiagnosticFormat = .human, scenarios: Scenarios = .checked,
        product: (CheckedApp, _ requested: Set<String>) -> Product
    ) throws {
        let inputs = try InputDiscovery.inputs(for: paths, workingDirectory: console.workingDirectory)
        let files = inputs.requested
        let requested = Set(files)
        let isScenario = { (path: String) in path.hasSuffix(".scenario.yaml") }
        let read =
            scenarios == .leftOut
            ? inputs.withAppContext.filter { requested.contains($0) || !isScenario($0) } : inputs.withAppContext
        let tolerated = scenarios == .eachOnItsOwn ? isScenario : { _ in false }
        let run = try FrontEndRun(files: read, console: console, tolerated: tolerated) { product($0, requested) }
        let errors = UnreadDeclarationHint(
            neighbours: inputs.unreadNeighbours, misnamed: inputs.misnamed, console: console
        ).annotate(
            run.diagnostics.filter { $0.severity == .error })
        let blocking = errors.filter { !tolerated($0.location.path) }
        if !errors.isEmpty {
            DiagnosticOutput(format: format, console: console, checkedFiles: files).emit(
                errors, sources: run.sources, to: .error)
        }
        if !blocking.isEmpty {
            console.printError("cannot run: \(DiagnosticSummary(blocking).text)")
            throw ExitCode(ExitStatus.errorsFound)
        }
        for error in errors where scenarioErrors[error.location.path] == nil {
            scenarioErrors[error.location.path] = error
        }
        self.requested = files
        products = run.products
    }
}

extension CheckedInputs where Product == CheckedApp {
    /// The checked apps themselves, for the commands that run them.
    init(paths: [String], console: Console, format: DiagnosticFormat = .human, scenarios: Scenarios = .checked) throws {
        try self.init(paths: paths, console: console, format: format, scenarios: scenarios) { app, _ in app }
    }

    var apps: [CheckedApp] { products }
}
