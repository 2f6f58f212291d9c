#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the human format may use ANSI colours on an output stream.
public enum TerminalColor: Sendable {
    /// True when the stream is a TTY and `NO_COLOR` is unset or empty (see no-color.org).
    public static func shouldUseColor(fileDescriptor: Int32, environment: [String: String]) -> Bool {
        guard isatty(fileDescriptor) != 0 else { return false }
        return environment["NO_COLOR", default: ""].isEmpty
    }
}
