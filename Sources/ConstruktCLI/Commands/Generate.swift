import ArgumentParser
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktEmitter
import ConstruktReports
import ConstruktYAML
import Foundation

/// `construkt-gen generate PATHS… --output DIR`: checks the files and writes one Swift file per
/// screen into DIR, named by `GeneratedFileName` and headed by the screen file's path relative to
/// its app's folder (the one holding construkt.yaml, else the file's own folder).
///
/// Nothing is written when any file has an error, any screen cannot be emitted, or two screens
/// would get one file name (or names differing only by case); a file in DIR without the
/// construkt-gen header is never replaced; an unchanged file is not touched. Screens are emitted,
/// and files written, on every core; messages keep the screens' order.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift for ConstruktKit from screens.",
        discussion:
            "Exits with 1 when a file has errors or a screen cannot be written as Swift (which lint reports as CK0720)."
    )

    @ArgumentParser.Argument(help: "Files or directories of construkt files.")
    var paths: [String]

    @Option(help: "The folder the Swift files are written to.")
    var output: String

    @Option(
        help:
            "How problems in the files are printed: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")). The build plugin asks for gnu, which Xcode and editors read."
    )
    var format: DiagnosticFormat = .human

    @Flag(help: "Print problems only, not a line per written file (Bazel's actions ask for this).")
    var quiet = false

    func run() throws {
        let console = Console.current
        // Each app is emitted as soon as it is checked, and its checked model freed.
        let inputs = try CheckedInputs(paths: paths, console: console, format: format) { app, requested in
            AppEmitter(app: app).emit { path in
                requested.contains(path) ? Self.appRelativePath(path, workingDirectory: console.workingDirectory) : nil
            }
        }
        var files: [GeneratedSwiftFile] = []
        var failures: [String] = []
        for emission in inputs.products {
            files += emission.files
            failures += emission.failures.map(\.description)
        }
        var seen: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            if let first = seen[file.name.fileName] {
                failures.append(
                    "error: two screens would both be written as \(file.name) (files \(first + 1) and \(index + 1) of this run); generate them into different folders"
                )
            }
            seen[file.name.fileName] = seen[file.name.fileName] ?? index
        }
        for (first, second) in GeneratedFileName.caseInsensitiveClashes(among: files.map(\.name)) {
            failures.append(
                "error: \(first) and \(second) differ only by case, which one folder on macOS cannot hold apart")
        }
        guard failures.isEmpty else {
            for failure in failures { console.printError(failure) }
            console.printError("nothing generated: \(failures.count) problem\(failures.count == 1 ? "" : "s")")
            throw ExitCode(ExitStatus.errorsFound)
        }
        let writer = GeneratedFileWriter(directory: Self.absolute(output, workingDirectory: console.workingDirectory))
        // Every file is attempted; each one written is reported, then the first failure stops the command.
        let written = files.concurrentMap { file in
            Result { () throws(GeneratedFileWriteError) in try writer.write(file.contents, as: file.name) }
        }
        var firstFailure: GeneratedFileWriteError?
        // One write for the whole report: a line each is a system call per generated file.
        var report = ""
        for (file, outcome) in zip(files, written) {
            switch outcome {
            case .success(.created): report += "created \(file.name)\n"
            case .success(.updated): report += "updated \(file.name)\n"
            case .success(.unchanged): report += "unchanged \(file.name)\n"
            case .failure(let error): firstFailure = firstFailure ?? error
            }
        }
        if !report.isEmpty && !quiet { console.print(report) }
        if let firstFailure { throw CommandFailure(message: "\(firstFailure)") }
    }

    /// `path` relative to the nearest folder above it holding a construkt.yaml, else its file name.
    static func appRelativePath(_ path: String, workingDirectory: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        let name = components.removeLast()
        var relative = [name]
        while !components.isEmpty {
            let joined = components.joined(separator: "/")
            let folder = absolute(path.hasPrefix("/") ? "/" + joined : joined, workingDirectory: workingDirectory)
            if FileManager.default.fileExists(atPath: folder + "/construkt.yaml") {
                return relative.joined(separator: "/")
            }
            relative.insert(components.removeLast(), at: 0)
        }
        return FileManager.default.fileExists(atPath: workingDirectory + "/construkt.yaml")
            ? relative.joined(separator: "/") : name
    }

    private static func absolute(_ path: String, workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }
}
