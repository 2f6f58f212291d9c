import ConstruktDiagnostics

/// What loading one file produced: the document when the file follows every rule of the YAML
/// layer, and the diagnostics in reading order.
public struct YAMLLoadResult: Sendable {
    /// `nil` when any error was found.
    public var document: YAMLDocument?
    public var diagnostics: [Diagnostic]

    public init(document: YAMLDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
