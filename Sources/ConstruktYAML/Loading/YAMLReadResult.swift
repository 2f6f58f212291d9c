import ConstruktDiagnostics

/// A file read whole for the YAML layer, or, when it is over the size limit, the diagnostic saying
/// so (the file is then not read at all).
public enum YAMLReadResult: Sendable {
    case source(SourceFile)
    case tooLarge(Diagnostic)
}
