import ConstruktDiagnostics

/// What loading one file produced: the document when the file follows every rule of the YAML
/// layer, and the diagnostics in reading order.
public struct YAMLLoadResult: Sendable {
    /// `nil` when any error was found.
    public var document: YAMLDocument?
    public var diagnostics: [Diagnostic]
    /// The file's source, for snippets under diagnostics; `nil` only when it was too large to read.
    public var file: SourceFile?
    /// For a file with errors, what could be read of it anyway: the tree up to the first syntax
    /// error (or the whole tree, when the errors were not syntax errors), so that the file still
    /// declares what it holds. `nil` when nothing could be read, and for a file without errors.
    public var partialDocument: YAMLDocument?

    public init(
        document: YAMLDocument?, diagnostics: [Diagnostic], file: SourceFile? = nil,
        partialDocument: YAMLDocument? = nil
    ) {
        self.document = document
        self.diagnostics = diagnostics
        self.file = file
        self.partialDocument = partialDocument
    }
}
