import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Everything after the YAML layer, for the documents of one invocation: each file read into
/// declarations (in parallel, kept in the documents' order), catalogs listed in construkt.yaml
/// loaded, then the apps checked together.
public enum FrontEnd {
    /// `loadFile` reads a file named by a path (relative to the invocation, as documents' paths
    /// are) through the YAML layer, or returns `nil` when there is no such file.
    public static func check(_ documents: [YAMLDocument], loadFile: (String) -> YAMLLoadResult? = { _ in nil }) -> (apps: [CheckedApp], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [ParsedFile] = []
        var catalogs: [YAMLDocument] = []
        let declarations = documents.concurrentMap { document in
            document.file.path.hasSuffix(".components.yaml") ? nil : ConstruktFile.read(document)
        }
        for (document, declaration) in zip(documents, declarations) {
            guard let (file, found) = declaration else {
                catalogs.append(document)
                continue
            }
            diagnostics += found
            if let file { files.append(ParsedFile(source: document.file, file: file)) }
        }
        for parsed in files {
            guard case .config(let config) = parsed.file else { continue }
            for listed in config.catalogs {
                let path = FilePath.join(FilePath.folder(of: parsed.path), listed.text)
                if catalogs.contains(where: { $0.file.path == path }) { continue }
                guard let loaded = loadFile(path) else {
                    diagnostics.append(Diagnostic(.missingFile, "no catalog at '\(listed.text)' (looked for \(path))",
                                                  at: SourceLocation(path: parsed.path, range: listed.range),
                                                  help: "write the path relative to this construkt.yaml"))
                    continue
                }
                diagnostics += loaded.diagnostics
                if let document = loaded.document { catalogs.append(document) }
            }
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
