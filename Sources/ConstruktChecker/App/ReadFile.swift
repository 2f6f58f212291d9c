import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// One file after the front end's reading stage, before any other file is looked at: its
/// declarations (or, for a `*.components.yaml`, the catalog document) and what reading them
/// reported. It depends on the file alone, so a caller that keeps files between checks (the
/// language server) reads again only the files that changed.
public struct ReadFile: Sendable {
    public var path: String
    /// The file's declarations, when it is a construkt file that declared anything.
    public var parsed: ParsedFile?
    /// The document of an app's own component catalog.
    public var catalog: YAMLDocument?
    /// What reading the declarations reported (the YAML layer's diagnostics are not among them).
    public var diagnostics: [Diagnostic]
    /// Whether the YAML layer stopped before the end of the file: nothing is reported in it, or because of it.
    public var isBroken: Bool

    /// Reads a document the YAML layer read whole.
    public init(document: YAMLDocument) {
        path = document.file.path
        isBroken = false
        guard !path.hasSuffix(".components.yaml") else {
            catalog = document
            diagnostics = []
            return
        }
        let (file, found) = ConstruktFile.read(document)
        diagnostics = found
        if let file {
            parsed = ParsedFile(
                source: document.file, file: file, completeness: found.hasErrors ? .readWithErrors : .complete)
        } else if let declared = ConstruktFile.readIncomplete(path: document.file.path, document: nil) {
            parsed = ParsedFile(source: document.file, file: declared, completeness: .cutShort)
        }
    }

    /// Reads what could be read of a file the YAML layer stopped in.
    public init(broken: BrokenFile) {
        path = broken.path
        isBroken = true
        diagnostics = []
        if let declaration = ConstruktFile.readIncomplete(path: broken.path, document: broken.partialDocument) {
            parsed = ParsedFile(
                source: broken.source ?? SourceFile(path: broken.path, bytes: []), file: declaration,
                completeness: .cutShort)
        }
    }
}
