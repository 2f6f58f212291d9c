import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// One read file, with the source it was read from.
public struct ParsedFile: Sendable {
    /// How much of a file its declarations hold.
    public enum Completeness: Sendable {
        /// Read without an error.
        case complete
        /// Read to the end, with errors: a declaration the errors concern may be missing.
        case readWithErrors
        /// Cut short by an error of the YAML layer: only what came before it, or only what the
        /// file name says. Nothing in it is checked; its first error is its one report.
        case cutShort
    }

    public var source: SourceFile
    public var file: ConstruktFile
    public var completeness: Completeness

    public init(source: SourceFile, file: ConstruktFile, completeness: Completeness = .complete) {
        self.source = source
        self.file = file
        self.completeness = completeness
    }

    public var path: String { source.path }
}

/// The files of one app, which see each other's screens, types and routes. An app is the folder
/// holding a `construkt.yaml` with everything below it; files under no `construkt.yaml` form one
/// app together.
public struct AppSources: Sendable {
    /// The folder of the app's construkt.yaml (`""` for files under none).
    public var root: String
    public var config: ConfigDeclaration?
    /// Every file of the app, in the order given.
    public var files: [ParsedFile] = []
    /// The app's own component catalogs (`*.components.yaml`), loaded on top of ConstruktKit's.
    public var catalogs: [YAMLDocument] = []
    public var screens: [(path: String, declaration: ScreenDeclaration)] = []
    public var types: [(path: String, declaration: TypeDeclaration)] = []
    public var routes: [(path: String, declaration: RoutesDeclaration)] = []
    public var scenarios: [(path: String, declaration: ScenarioDeclaration)] = []
    /// The files whose declarations may miss something, because of an error in them.
    public var incompletePaths: Set<String> = []
    /// The files cut short by an error of the YAML layer, which are not checked.
    public var cutShortPaths: Set<String> = []

    init(root: String) {
        self.root = root
    }

    /// Groups files into apps by the nearest enclosing folder that holds a construkt.yaml among them,
    /// in the order of the apps' roots.
    public static func group(_ files: [ParsedFile], catalogs: [YAMLDocument] = []) -> [AppSources] {
        let roots = Set(
            files.compactMap { parsed -> String? in
                guard case .config = parsed.file else { return nil }
                return FilePath.folder(of: parsed.path)
            })
        func root(of path: String) -> String { Self.root(of: path, among: roots) }
        var apps: [String: AppSources] = [:]
        for catalog in catalogs {
            let root = root(of: catalog.file.path)
            apps[root, default: AppSources(root: root)].catalogs.append(catalog)
        }
        for parsed in files {
            let root = root(of: parsed.path)
            apps[root, default: AppSources(root: root)].add(parsed)
        }
        return apps.keys.sorted().compactMap { apps[$0] }
    }

    /// Adds a file to the app in place (copying the app out of the table and back would copy
    /// every list it holds, for every file).
    private mutating func add(_ parsed: ParsedFile) {
        files.append(parsed)
        if parsed.completeness != .complete { incompletePaths.insert(parsed.path) }
        if parsed.completeness == .cutShort { cutShortPaths.insert(parsed.path) }
        switch parsed.file {
        case .config(let config): self.config = config
        case .screen(let screen):
            screens.append((parsed.path, screen))
            types += screen.types.map { (parsed.path, $0) }
        case .types(let declarations): types += declarations.types.map { (parsed.path, $0) }
        case .routes(let routes): self.routes.append((parsed.path, routes))
        case .scenario(let scenario): scenarios.append((parsed.path, scenario))
        }
    }

    /// The root of the app that holds the file at `path`: the nearest folder above it among
    /// `roots` (the folders of the construkt.yaml files that read as configs), else `""`. The
    /// folders above the file are looked up, not the roots compared with each file.
    public static func root(of path: String, among roots: Set<String>) -> String {
        var folder = FilePath.folder(of: path)
        while !roots.contains(folder) {
            if folder.isEmpty { return "" }
            folder = FilePath.folder(of: folder)
        }
        return folder
    }
}
