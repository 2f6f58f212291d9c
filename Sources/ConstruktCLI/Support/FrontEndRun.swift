import ConstruktAST
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML

/// Runs the front end over the files of one invocation: each app's construkt.yaml first (its
/// `limits:` govern how the app's other files are read), then every file through the YAML layer
/// (in parallel; results are kept in the files' order), then the declarations and the checker.
struct FrontEndRun: Sendable {
    var diagnostics: [Diagnostic] = []
    /// The checked apps, for the commands that go on to run them (`test`, `run`).
    var apps: [CheckedApp] = []
    var sources: [String: SourceFile] = [:]

    init(files: [String], console: Console) throws(CommandFailure) {
        var limitsByFolder: [String: YAMLLimits] = [:]
        for path in files where Self.isConfig(path) {
            let result = try load(path, limits: .standard, console: console)
            if let document = result.document, case .config(let config)? = ConstruktFile.read(document).file {
                limitsByFolder[FilePath.folder(of: path)] = config.limits
            }
        }
        let loaded = try files.concurrentMap { path throws(CommandFailure) in
            let folder = FilePath.folder(of: path)
            let limits = limitsByFolder.filter { $0.key.isEmpty || folder == $0.key || folder.hasPrefix($0.key + "/") }
                .max { $0.key.count < $1.key.count }?.value ?? .standard
            return try FileLoading.load(path, console: console, limits: limits)
        }
        var documents: [YAMLDocument] = []
        for (path, result) in zip(files, loaded) {
            keep(result, of: path)
            if let document = result.document { documents.append(document) }
        }
        let checked = FrontEnd.check(documents) { path in
            guard let result = try? FileLoading.load(path, console: console) else { return nil }
            if let file = result.file { sources[path] = file }
            return result
        }
        diagnostics += checked.diagnostics
        apps = checked.apps
    }

    /// Loads one file, keeping its source and its YAML-layer diagnostics.
    private mutating func load(_ path: String, limits: YAMLLimits, console: Console) throws(CommandFailure) -> YAMLLoadResult {
        let result = try FileLoading.load(path, console: console, limits: limits)
        keep(result, of: path)
        return result
    }

    /// Keeps a loaded file's source and YAML-layer diagnostics, the first time the file is loaded.
    private mutating func keep(_ result: YAMLLoadResult, of path: String) {
        guard sources[path] == nil else { return }
        diagnostics += result.diagnostics
        if let file = result.file { sources[path] = file }
    }

    private static func isConfig(_ path: String) -> Bool {
        path == InputDiscovery.configFileName || path.hasSuffix("/" + InputDiscovery.configFileName)
    }
}
