import ConstruktDiagnostics
import ConstruktYAML

/// A file in which the YAML layer found errors (reported with it, not by the checker): what could
/// be read of it still declares its screen, types or routes to the rest of the app, so that the
/// other files are not blamed for its mistake.
public struct BrokenFile: Sendable {
    public var path: String
    /// The file's text, when it could be read.
    public var source: SourceFile?
    /// The tree read before the first error, when there is one.
    public var partialDocument: YAMLDocument?

    public init(path: String, loaded: YAMLLoadResult) {
        self.path = path
        source = loaded.file
        partialDocument = loaded.partialDocument
    }
}
