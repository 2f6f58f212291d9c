#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file with POSIX calls, checking its size on disk before reading a byte, and never
/// reading more than one byte past the limit (a file can grow, or be a pipe with no size).
enum FileReader {
    enum Outcome {
        case contents([UInt8])
        /// The file is larger than the limit; `size` is its size on disk (or what was read of it).
        case tooLarge(size: Int)
    }

    static func read(path: String, displayPath: String, byteLimit: Int) throws(YAMLFileReadError) -> Outcome {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(displayPath, errno) }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0 else { throw failure(displayPath, errno) }
        if information.st_mode & S_IFMT == S_IFDIR { throw failure(displayPath, EISDIR) }
        let sizeOnDisk = Int(information.st_size)
        if sizeOnDisk > byteLimit { return .tooLarge(size: sizeOnDisk) }

        // One byte more than the size on disk, so that the read which finds the end of the file
        // fits without growing (and doubling) the buffer; a file with no size starts at 4 KiB.
        let capacity = byteLimit + 1
        var bytes = [UInt8](repeating: 0, count: min(sizeOnDisk > 0 ? sizeOnDisk + 1 : 4096, capacity))
        var count = 0
        while count < capacity {
            if count == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, capacity - bytes.count)))
            }
            let received = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(descriptor, base + count, buffer.count - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw failure(displayPath, errno)
            }
            if received == 0 { break }
            count += received
        }
        if count > byteLimit { return .tooLarge(size: count) }
        bytes.removeSubrange(count...)
        return .contents(bytes)
    }

    private static func failure(_ path: String, _ code: Int32) -> YAMLFileReadError {
        YAMLFileReadError(path: path, reason: String(cString: strerror(code)))
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
        return Musl.read(descriptor, buffer, count)
    #else
        return Darwin.read(descriptor, buffer, count)
    #endif
}
