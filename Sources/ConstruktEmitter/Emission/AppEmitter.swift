import ConstruktChecker

/// Everything `generate` (and the reference tests) write for one checked app: one Swift file per
/// input file that becomes Swift (its `*.types.yaml` files, then its screens), named and headed by
/// its path relative to the app's folder, or the located reasons why a file cannot be emitted.
/// construkt.yaml's `imports:`, `accessLevel:` and `sourceLocations:` apply to every file.
///
/// Screens are emitted on every core; the files come in source order all the same, so the same app
/// gives the same files with the same bytes.
public struct AppEmitter: Sendable {
    /// The app, as the checker left it.
    public let app: CheckedApp

    public init(app: CheckedApp) {
        self.app = app
    }

    /// The Swift files of the app's files for which `relativePath` gives a path (the others are
    /// not asked for), and a failure for each that cannot be emitted.
    public func emit(relativePath: (String) -> String?) -> AppEmission {
        var emission = AppEmission()
        let options = app.config.map(GeneratedCodeOptions.init) ?? .standard
        emission.add(TypesFiles(app: app, options: options).emit(relativePath: relativePath))
        let screens = ScreenEmitter(
            catalog: UserComponentCatalog.of(app), routes: app.routes, options: options, appTypes: AppTypeNames(app),
            recursiveModels: RecursiveModels(app.types), screens: app.screens)
        let requested = app.screens.compactMap { screen in relativePath(screen.path).map { (screen, $0) } }
        emission.add(
            requested.concurrentMap { screen, path in
                AppEmission.of(inputPath: screen.path, relativePath: path) { source in
                    try screens.emit(
                        screen, sourcePath: source, modelTypes: app.types.filter { $0.path == screen.path })
                }
            }.reduce(into: AppEmission()) { all, own in all.add(own) })
        if let routes = app.routes, let path = relativePath(routes.path) {
            emission.add(
                AppEmission.of(inputPath: routes.path, relativePath: path) { source in
                    try RoutesEmitter(app: app, options: options).emit(routes, sourcePath: source)
                })
        }
        return emission
    }
}

/// What `AppEmitter` produced for one app.
public struct AppEmission: Sendable {
    /// The generated files, in source order.
    public var files: [GeneratedSwiftFile] = []
    /// The input files that could not be emitted, with why.
    public var failures: [EmissionFailure] = []

    /// Adds another emission's files and failures after these.
    mutating func add(_ other: AppEmission) {
        files += other.files
        failures += other.failures
    }

    /// One input file's emission: the Swift `contents` writes for its path relative to the app
    /// (`relativePath`), named after that path, or why it cannot be emitted.
    static func of(inputPath: String, relativePath: String, _ contents: (RelativeSourcePath) throws -> String)
        -> AppEmission
    {
        var emission = AppEmission()
        do {
            let source = try RelativeSourcePath(relativePath)
            let name = try GeneratedFileName(for: source)
            emission.files.append(GeneratedSwiftFile(inputPath: inputPath, name: name, contents: try contents(source)))
        } catch let error as EmitterError {
            emission.failures.append(EmissionFailure(inputPath: inputPath, error: error))
        } catch {
            emission.failures.append(EmissionFailure(inputPath: inputPath, error: EmitterError("\(error)")))
        }
        return emission
    }
}

/// One generated Swift file and the input file it comes from.
public struct GeneratedSwiftFile: Sendable {
    /// The input file's path as the checker knows it.
    public let inputPath: String
    /// The generated file's name.
    public let name: GeneratedFileName
    /// Its text, header first.
    public let contents: String
}

/// An input file the emitter could not turn into Swift.
public struct EmissionFailure: Sendable, CustomStringConvertible {
    /// The input file's path as the checker knows it.
    public let inputPath: String
    /// Why, and where in the file when known.
    public let error: EmitterError

    /// `path:line:column: error: message`, as `generate` prints it.
    public var description: String {
        "\(inputPath):\(error.range.map { "\($0.start):" } ?? "") error: \(error.message)"
    }
}
