import ConstruktDiagnostics

/// Loads one construkt file: checks its size before reading, its bytes (UTF-8, no stray BOM, no
/// control characters), then pulls libyaml events into a node tree while enforcing the limits and
/// the file rules of Docs/language.md, Files and apps. The document is returned only when no error was found.
public enum YAMLLoader {
    /// Checks the size on disk BEFORE reading (CK0101 at 1:1 without reading the file), then reads and loads.
    /// Throws `YAMLFileReadError` on I/O failure.
    public static func load(path: String, displayPath: String? = nil, limits: YAMLLimits = .standard)
        throws(YAMLFileReadError) -> YAMLLoadResult
    {
        switch try read(path: path, displayPath: displayPath, limits: limits) {
        case .tooLarge(let diagnostic):
            return YAMLLoadResult(document: nil, diagnostics: [diagnostic])
        case .source(let file):
            return load(file, limits: limits)
        }
    }

    /// Reads a file whole, any YAML file, after checking its size on disk against `limits.fileBytes`.
    public static func read(path: String, displayPath: String? = nil, limits: YAMLLimits = .standard)
        throws(YAMLFileReadError) -> YAMLReadResult
    {
        let shownPath = displayPath ?? path
        switch try FileReader.read(path: path, displayPath: shownPath, byteLimit: limits.fileBytes) {
        case .tooLarge(let size):
            return .tooLarge(fileTooLarge(path: shownPath, size: size, limit: limits.fileBytes))
        case .contents(let bytes):
            return .source(SourceFile(path: shownPath, bytes: bytes))
        }
    }

    /// Loads a file already in memory.
    public static func load(_ file: SourceFile, limits: YAMLLimits = .standard) -> YAMLLoadResult {
        if file.bytes.count > limits.fileBytes {
            return YAMLLoadResult(
                document: nil,
                diagnostics: [fileTooLarge(path: file.path, size: file.bytes.count, limit: limits.fileBytes)])
        }
        let encodingProblems = EncodingCheck.diagnostics(for: file)
        if !encodingProblems.isEmpty {
            return YAMLLoadResult(document: nil, diagnostics: encodingProblems.sortedForReport(), file: file)
        }
        var builder = YAMLTreeBuilder(file: file, limits: limits)
        let (root, diagnostics) = builder.build()
        let read = YAMLDocument(file: file, root: root)
        let hasErrors = diagnostics.hasErrors
        return YAMLLoadResult(
            document: hasErrors ? nil : read, diagnostics: diagnostics, file: file,
            partialDocument: hasErrors && root != nil ? read : nil)
    }

    private static func fileTooLarge(path: String, size: Int, limit: Int) -> Diagnostic {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        return Diagnostic(
            .fileTooLarge,
            "the file is \(size) bytes; the limit is \(limit) bytes",
            at: SourceLocation(path: path, range: SourceRange(at: start)),
            help: "split the file into components and types, or raise 'limits.fileBytes' in construkt.yaml"
        )
    }
}
