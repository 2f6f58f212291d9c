import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Everything after the YAML layer, for the documents of one invocation: each file read into
/// declarations (in parallel, kept in the documents' order), catalogs listed in construkt.yaml
/// loaded, then the apps checked together. A file the YAML layer found errors in still declares
/// what could be read of it (see `BrokenFile`), and nothing is reported in it or because of it.
public enum FrontEnd {
    /// `loadFile` reads a file named by a path (relative to the invocation, as documents' paths
    /// are) through the YAML layer, or returns `nil` when there is no such file.
    public static func check(
        _ documents: [YAMLDocument], broken: [BrokenFile] = [], loadFile: (String) -> YAMLLoadResult? = { _ in nil }
    ) -> (apps: [CheckedApp], diagnostics: [Diagnostic]) {
        let read = documents.concurrentMap(ReadFile.init(document:)) + broken.map(ReadFile.init(broken:))
        return check(read, loadFile: loadFile)
    }

    /// The same check over files already read, reporting on the files of `scope` only.
    public static func check(
        _ read: [ReadFile], scope: CheckScope = .everything, loadFile: (String) -> YAMLLoadResult? = { _ in nil }
    ) -> (apps: [CheckedApp], diagnostics: [Diagnostic]) {
        var diagnostics = read.flatMap(\.diagnostics)
        let files = read.compactMap(\.parsed)
        var catalogs = read.compactMap(\.catalog)
        for parsed in files {
            guard case .config(let config) = parsed.file else { continue }
            for listed in config.catalogs {
                let path = FilePath.join(FilePath.folder(of: parsed.path), listed.text)
                if catalogs.contains(where: { $0.file.path == path }) { continue }
                guard let loaded = loadFile(path) else {
                    diagnostics.append(
                        Diagnostic(
                            .missingFile, "no catalog at '\(listed.text)' (looked for \(path))",
                            at: SourceLocation(path: parsed.path, range: listed.range),
                            help: "write the path relative to this construkt.yaml"))
                    continue
                }
                diagnostics += loaded.diagnostics
                if let document = loaded.document { catalogs.append(document) }
            }
        }
        let (apps, checked) = Checker.check(files, catalogs: catalogs, scope: scope)
        let reported = (diagnostics + checked).filter { scope.includes($0.location.path) }
        return (apps, withoutCascades(reported, broken: Set(read.filter(\.isBroken).map(\.path))))
    }

    /// A file with an error gets no "never used" warnings: the error usually hides the use. A
    /// broken file gets nothing from the checker: its error from the YAML layer is its report.
    private static func withoutCascades(_ diagnostics: [Diagnostic], broken: Set<String>) -> [Diagnostic] {
        let withErrors = Set(diagnostics.filter { $0.severity == .error }.map(\.location.path)).union(broken)
        return diagnostics.filter { diagnostic in
            !broken.contains(diagnostic.location.path)
                && (diagnostic.code != .unusedDeclaration || !withErrors.contains(diagnostic.location.path))
        }
    }
}
