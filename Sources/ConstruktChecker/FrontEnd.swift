import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Everything after the YAML layer, for the documents of one invocation: each file read into
/// declarations, then the apps they form checked together.
public enum FrontEnd {
    public static func check(_ documents: [YAMLDocument]) -> (apps: [AppSymbols], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [ParsedFile] = []
        var catalogs: [YAMLDocument] = []
        for document in documents {
            if document.file.path.hasSuffix(".components.yaml") {
                catalogs.append(document)
                continue
            }
            let (file, found) = ConstruktFile.read(document)
            diagnostics += found
            if let file { files.append(ParsedFile(source: document.file, file: file)) }
        }
        let (apps, checked) = Checker.check(files, catalogs: catalogs)
        return (apps, withoutCascades(diagnostics + checked))
    }

    /// A file with an error gets no "never used" warnings: the error usually hides the use.
    private static func withoutCascades(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let broken = Set(diagnostics.filter { $0.severity == .error }.map(\.location.path))
        return diagnostics.filter { $0.code != .unusedDeclaration || !broken.contains($0.location.path) }
    }
}
