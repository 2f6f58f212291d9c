import Foundation
import Synchronization

/// A console whose output and errors are kept as text, for a page that shows what a command
/// would have printed (diagnostics, with their positions and help).
final class CapturedConsole: Sendable {
    private let buffer = Mutex("")
    let workingDirectory: String

    init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    var console: Console {
        Console(
            write: { [self] text, _ in self.buffer.withLock { $0 += text } }, isTerminal: { _ in false },
            environment: [:], workingDirectory: workingDirectory)
    }

    var text: String { buffer.withLock { $0 } }
}
