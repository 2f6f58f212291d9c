import ConstruktCLI
import Foundation
import Synchronization

/// Runs the CLI in-process inside a temporary directory holding the given files, and captures
/// what it prints on each stream. The directory is removed when the harness goes.
final class CLIHarness {
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }

    let directory: URL

    init(files: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("construkt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// What one stream received.
    final class Capture: Sendable {
        let text = Mutex("")
    }

    func run(_ arguments: String..., environment: [String: String] = [:], terminal: Bool = false) -> Outcome {
        let output = Capture()
        let error = Capture()
        let console = Console(
            write: { text, stream in
                (stream == .output ? output : error).text.withLock { $0 += text }
            },
            isTerminal: { _ in terminal },
            environment: environment,
            workingDirectory: directory.path
        )
        let status = CommandLineTool.run(arguments, console: console)
        return Outcome(status: status, output: output.text.withLock { $0 }, error: error.text.withLock { $0 })
    }
}
