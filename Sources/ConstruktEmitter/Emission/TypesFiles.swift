import ConstruktChecker

/// The Swift files of an app's `*.types.yaml` files, one per file in path order, through
/// `TypesFileEmitter`.
struct TypesFiles {
    let app: CheckedApp
    let options: GeneratedCodeOptions

    /// The files for which `relativePath` gives a path, and a failure for each that cannot be emitted.
    func emit(relativePath: (String) -> String?) -> AppEmission {
        var emission = AppEmission()
        let screenPaths = Set(app.screens.map(\.path))
        var paths: [String] = []
        for type in app.types where !screenPaths.contains(type.path) && !paths.contains(type.path) {
            paths.append(type.path)
        }
        let emitter = TypesFileEmitter(catalog: app.catalog, options: options, recursive: RecursiveModels(app.types))
        for inputPath in paths.sorted() {
            guard let path = relativePath(inputPath) else { continue }
            emission.add(
                AppEmission.of(inputPath: inputPath, relativePath: path) { source in
                    try emitter.emit(app.types.filter { $0.path == inputPath }, sourcePath: source)
                })
        }
        return emission
    }
}
