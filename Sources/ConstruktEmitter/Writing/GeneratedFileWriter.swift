#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files into one output folder, touching the disk only when a file's bytes
/// change, and never losing a file it did not write.
///
/// - A file whose bytes are already the ones to write is left alone, modification time included,
///   so build systems see nothing to rebuild.
/// - Otherwise the bytes go to a hidden temporary file in the same folder, which is renamed over
///   the target: readers see the old file or the new one, never half of one. On any failure the
///   temporary file is removed. Files are not flushed to the disk one by one: what a power cut
///   loses is derived code, which the next run writes again.
/// - An existing file without the construkt-gen header, or anything that is not a regular file
///   (a folder, a symbolic link), is never replaced: an error names it.
/// - The output folder and its parents are created when missing.
///
/// The header check and the rename are two steps; a file put in place between them by another
/// program is replaced. That window is accepted for a code generator.
public struct GeneratedFileWriter: Sendable {
    /// What a write did.
    public enum Outcome: Hashable, Sendable {
        case created
        case updated
        case unchanged
    }

    /// The output folder.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Writes `contents` (which must start with a `GeneratedFileHeader` line) as `name` in the
    /// output folder.
    @discardableResult
    public func write(_ contents: String, as name: GeneratedFileName) throws(GeneratedFileWriteError) -> Outcome {
        let path = FileSystem.path(of: name.fileName, in: directory)
        let bytes = Array(contents.utf8)
        guard GeneratedFileHeader.isGeneratedByConstruktGen(bytes: bytes) else { throw .contentsLackHeader(path: path) }
        let existing = try FileSystem.regularFileContents(at: path)
        switch existing {
        case .missing:
            break
        case .notRegular:
            throw .notARegularFile(path: path)
        case .contents(let old):
            if old == bytes { return .unchanged }
            guard GeneratedFileHeader.isGeneratedByConstruktGen(bytes: old) else {
                throw .existingFileLacksHeader(path: path)
            }
        }
        try FileSystem.replaceAtomically(path, in: directory, with: bytes)
        if case .missing = existing { return .created }
        return .updated
    }
}
