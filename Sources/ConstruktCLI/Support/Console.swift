import Foundation

/// Where a command writes, and what it knows of its terminal: standard output and error by default,
/// a capturing console in tests. Commands read it from `Console.current`.
public struct Console: Sendable {
    /// One of the two output streams.
    public enum Stream: Sendable {
        case output, error
    }

    public var write: @Sendable (String, Stream) -> Void
    public var isTerminal: @Sendable (Stream) -> Bool
    public var environment: [String: String]
    public var workingDirectory: String

    public init(
        write: @escaping @Sendable (String, Stream) -> Void,
        isTerminal: @escaping @Sendable (Stream) -> Bool,
        environment: [String: String],
        workingDirectory: String
    ) {
        self.write = write
        self.isTerminal = isTerminal
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// The process's own standard output and error.
    public static let standard = Console(
        write: { text, stream in
            let handle = stream == .output ? FileHandle.standardOutput : FileHandle.standardError
            handle.write(Data(text.utf8))
        },
        isTerminal: { stream in isatty(stream == .output ? STDOUT_FILENO : STDERR_FILENO) == 1 },
        environment: ProcessInfo.processInfo.environment,
        workingDirectory: FileManager.default.currentDirectoryPath
    )

    /// The console the running command writes to.
    @TaskLocal public static var current: Console = .standard

    public func print(_ text: String) { write(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n", .output) }
    public func printError(_ text: String) { write(text.hasSuffix("\n") ? text : text + "\n", .error) }
}
