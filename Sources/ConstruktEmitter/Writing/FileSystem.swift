#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX calls `GeneratedFileWriter` needs, each failure turned into an error naming the file.
enum FileSystem {
    enum Existing {
        case missing
        case notRegular
        case contents([UInt8])
    }

    /// `name` inside `directory`; an empty `directory` is the current folder.
    static func path(of name: String, in directory: String) -> String {
        if directory.isEmpty || directory.hasSuffix("/") { return directory + name }
        return directory + "/" + name
    }

    /// The bytes of the regular file at `path`; symbolic links are not followed.
    static func regularFileContents(at path: String) throws(GeneratedFileWriteError) -> Existing {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            switch errno {
            case ENOENT: return .missing
            case ELOOP: return .notRegular
            default: throw failure(path, "read")
            }
        }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0 else { throw failure(path, "read") }
        guard information.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let received = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if received < 0 {
                if errno == EINTR { continue }
                throw failure(path, "read")
            }
            if received == 0 { return .contents(bytes) }
            bytes.append(contentsOf: buffer[0..<received])
        }
    }

    /// Creates `directory` and every missing folder above it.
    static func makeDirectories(_ directory: String) throws(GeneratedFileWriteError) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST { throw failure(prefix, "create the folder") }
            prefix += "/"
        }
    }

    /// Writes `bytes` to a new temporary file in `directory` and renames it to `target`. There is
    /// no `fsync`: the rename is what keeps readers from half a file, and a generated file lost to
    /// a power cut is made again by the next run (a flush per file more than doubled the time
    /// spent writing).
    static func replaceAtomically(_ target: String, in directory: String, with bytes: [UInt8])
        throws(GeneratedFileWriteError)
    {
        let (temporaryPath, descriptor) = try createTemporaryFile(in: directory, for: target)
        var closed = false
        do throws(GeneratedFileWriteError) {
            try writeAll(bytes, to: descriptor, path: target)
            closed = true
            guard close(descriptor) == 0 else { throw failure(target, "close") }
            guard rename(temporaryPath, target) == 0 else { throw failure(target, "rename a temporary file to") }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
    }

    /// A new file named `.construkt-gen-<random>.tmp` (hidden, and short whatever the target's
    /// name), created with the usual permissions after the umask. A missing `directory` is made
    /// when the first file in it is: asking for the folder before every file was a system call
    /// per file that locks the folder above, which the threads writing a run contend for.
    private static func createTemporaryFile(in directory: String, for target: String) throws(GeneratedFileWriteError)
        -> (String, Int32)
    {
        var generator = SystemRandomNumberGenerator()
        var madeDirectory = false
        while true {
            let temporaryPath = path(
                of: ".construkt-gen-" + String(generator.next() as UInt64, radix: 16) + ".tmp", in: directory)
            let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporaryPath, descriptor) }
            switch errno {
            case EEXIST:
                continue
            case ENOENT where !madeDirectory && !directory.isEmpty:
                try makeDirectories(directory)
                madeDirectory = true
            default:
                throw failure(target, "create a temporary file for")
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(GeneratedFileWriteError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "write")
            }
            written += count
        }
    }

    private static func failure(_ path: String, _ operation: String) -> GeneratedFileWriteError {
        .system(path: path, operation: operation, reason: String(cString: strerror(errno)))
    }
}
