import ConstruktDiagnostics

/// What loading one file produced: the document when the file follows every rule of the YAML
/// layer, and the diagnostics in reading order.
public struct YAMLLoadResult: Sendable {
    /// `nil` when any error was found.
    public var document: YAMLDocument?
    public var diagnostics: [Diagnostic]
    /// The file's source, for snippets under diagnostics; `nil` only when it was too large to read.
    public var file: SourceFile?

    public init(document: YAMLDocument?, diagnostics: [Diagnostic], file: SourceFile? = nil) {
        self.document = document
        self.diagnostics = diagnostics
        self.file = file
    }
}
