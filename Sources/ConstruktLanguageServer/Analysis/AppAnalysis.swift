import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML

/// One app as the server last checked it: every file's diagnostics by absolute path (the YAML
/// layer's and the checker's, as `lint` reports them), what each file declared, and the checked
/// app whose symbols and catalog the editor features answer from.
public struct AppAnalysis: Sendable {
    public var root: String
    public var diagnostics: [String: [Diagnostic]]
    public var files: [String: ReadFile]
    public var documents: [String: YAMLDocument]
    public var app: CheckedApp?
    /// The files the last check looked at again: every file, or the edited ones and their dependents.
    public var rechecked: CheckScope

    /// The paths of the app's files, sorted.
    public var paths: [String] { files.keys.sorted() }
}
