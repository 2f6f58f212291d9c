/// A file that could not be opened or read, with the operating system's reason.
public struct YAMLFileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as shown to the user.
    public var path: String
    /// The operating system's reason, such as "No such file or directory".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "cannot read 'x.yaml': No such file or directory"
    public var message: String { "cannot read '\(path)': \(reason)" }

    public var description: String { message }
}
