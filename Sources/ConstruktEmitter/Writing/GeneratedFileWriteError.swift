/// Why a generated file was not written. Every case names the file; in every case the file that
/// was there before is left exactly as it was.
public enum GeneratedFileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists and does not start with the construkt-gen header, so it may be hand-written.
    case existingFileLacksHeader(path: String)
    /// Something other than a regular file (a folder, a symbolic link, a device) has the file's name.
    case notARegularFile(path: String)
    /// The text to write does not start with the header, so a later run could not replace it.
    case contentsLackHeader(path: String)
    /// A system call failed; `operation` says what was being done, `reason` is the system's message.
    case system(path: String, operation: String, reason: String)

    public var description: String {
        switch self {
        case .existingFileLacksHeader(let path):
            return
                "refusing to overwrite '\(path)': it does not start with the construkt-gen header, so it may hold code written by hand; move it away or delete it, then generate again"
        case .notARegularFile(let path):
            return "refusing to replace '\(path)': it is not a regular file"
        case .contentsLackHeader(let path):
            return "internal error: the text for '\(path)' does not start with the construkt-gen header"
        case .system(let path, let operation, let reason):
            return "cannot \(operation) '\(path)': \(reason)"
        }
    }
}
