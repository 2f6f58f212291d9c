import ConstruktAST
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML

/// Runs the front end over the files of one invocation, app by app. Every construkt.yaml is read
/// first: its `limits:` govern how its app's other files are read, and its folder says which files
/// the app holds. Then each app on its own, apps in parallel: its files through the YAML layer
/// (in parallel, kept in the files' order), its declarations, its checks, and, when its files have
/// no error, `product`, which takes from the checked app what the command needs (no command uses an
/// app with errors, but for errors in files `tolerated` names: a command that leaves those files
/// out of what it uses). A file the YAML layer found errors in still declares to the checker what
/// could be read of it. An app's trees are freed as soon as its product is made, so memory holds the
/// apps in flight rather than every app of the run, and the pages one app used serve the next.
struct FrontEndRun<Product: Sendable>: Sendable {
    var diagnostics: [Diagnostic] = []
    /// What `product` made of each checked app without errors, in the order of the apps' roots.
    var products: [Product] = []
    var sources: [String: SourceFile] = [:]

    /// One app's part of the run.
    private struct AppPart: Sendable {
        var diagnostics: [Diagnostic] = []
        var products: [Product] = []
        var sources: [String: SourceFile] = [:]
        var loadedSources: [String: SourceFile] = [:]
    }

    init(
        files: [String], console: Console, tolerated: (String) -> Bool = { _ in false },
        product: (CheckedApp) -> Product
    ) throws(CommandFailure) {
        var limitsByFolder: [String: YAMLLimits] = [:]
        var roots = Set<String>()
        for path in files where Self.isConfig(path) {
            let result = try FileLoading.load(path, console: console, limits: .standard)
            keep(result, of: path)
            roots.insert(FilePath.folder(of: path))
            if let document = result.document, case .config(let config)? = ConstruktFile.read(document).file {
                limitsByFolder[FilePath.folder(of: path)] = config.limits
            }
        }
        let kept = Set(sources.keys)
        let apps = Dictionary(grouping: files) { AppSources.root(of: $0, among: roots) }.sorted { $0.key < $1.key }
        let parts = try apps.concurrentMap { root, paths throws(CommandFailure) in
            try Self.run(
                paths, limits: limitsByFolder[root] ?? .standard, alreadyKept: kept, console: console,
                tolerated: tolerated, product: product)
        }
        for part in parts {
            diagnostics += part.diagnostics
            products += part.products
            sources.merge(part.sources) { first, _ in first }
            sources.merge(part.loadedSources) { _, loaded in loaded }
        }
    }

    /// The front end over the files of one app, read under its construkt.yaml's limits. A file
    /// already kept (a construkt.yaml read first) is read again for its declarations, its
    /// diagnostics reported once.
    private static func run(
        _ paths: [String], limits: YAMLLimits, alreadyKept: Set<String>, console: Console, tolerated: (String) -> Bool,
        product: (CheckedApp) -> Product
    ) throws(CommandFailure) -> AppPart {
        let loaded = try paths.concurrentMap { path throws(CommandFailure) in
            try FileLoading.load(path, console: console, limits: limits)
        }
        var part = AppPart()
        var documents: [YAMLDocument] = []
        var broken: [BrokenFile] = []
        for (path, result) in zip(paths, loaded) {
            if !alreadyKept.contains(path), part.sources[path] == nil {
                part.diagnostics += result.diagnostics
                if let file = result.file { part.sources[path] = file }
            }
            if let document = result.document {
                documents.append(document)
            } else {
                broken.append(BrokenFile(path: path, loaded: result))
            }
        }
        let checked = FrontEnd.check(documents, broken: broken) { path in
            guard let result = try? FileLoading.load(path, console: console) else { return nil }
            if let file = result.file { part.loadedSources[path] = file }
            return result
        }
        part.diagnostics += checked.diagnostics
        if !part.diagnostics.contains(where: { $0.severity == .error && !tolerated($0.location.path) }) {
            part.products = checked.apps.map(product)
        }
        return part
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
