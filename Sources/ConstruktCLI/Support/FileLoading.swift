import ConstruktDiagnostics
import ConstruktYAML

/// Reads one construkt file through the YAML layer, resolving a display path against the
/// console's working directory; an unreadable file is a usage or I/O failure (exit status 2).
enum FileLoading {
    static func load(_ displayPath: String, console: Console, limits: YAMLLimits = .standard) throws(CommandFailure)
        -> YAMLLoadResult
    {
        do {
            return try YAMLLoader.load(
                path: absolutePath(displayPath, in: console), displayPath: displayPath, limits: limits)
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    /// Reads any YAML file whole, refusing one over the size limit before reading it.
    static func read(_ displayPath: String, console: Console, limits: YAMLLimits) throws(CommandFailure)
        -> YAMLReadResult
    {
        do {
            return try YAMLLoader.read(
                path: absolutePath(displayPath, in: console), displayPath: displayPath, limits: limits)
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    static func absolutePath(_ path: String, in console: Console) -> String {
        path.hasPrefix("/") ? path : console.workingDirectory + "/" + path
    }
}
