import ConstruktChecker

/// Turns an app's checked routes file into the text of its Swift file: the header, the imports,
/// the route enum with its deep links (`RouteEnumWriter`), the navigation requests and the
/// navigator protocol screens use (`NavigationRequestWriter`), and the coordinator
/// (`CoordinatorWriter`). construkt.yaml's `imports:` come first, `accessLevel: public` makes what
/// the app uses public, and `sourceLocations: true` puts `#sourceLocation` directives in the app
/// actions, the only code written from YAML statements; the rest is construkt-gen's own plumbing.
public struct RoutesEmitter: Sendable {
    /// The app the routes file belongs to: its screens are the destinations'.
    public let app: CheckedApp
    /// What construkt.yaml says about imports, access level and source locations.
    public let options: GeneratedCodeOptions

    public init(app: CheckedApp, options: GeneratedCodeOptions = .standard) {
        self.app = app
        self.options = options
    }

    /// The Swift file of `routes`, whose header names `sourcePath`.
    public func emit(_ routes: CheckedRoutes, sourcePath: RelativeSourcePath) throws(EmitterError) -> String {
        let names = try RouteNames(routes: routes, screens: app.screens)
        var writer = SwiftCodeWriter(header: GeneratedFileHeader(sourcePath: sourcePath))
        for module in options.modules(needed: ["ConstruktKit", "UIKit"]) {
            writer.line("import " + (try Identifiers.source(module)))
        }
        writer.blankLine()
        try RouteEnumWriter(
            routes: routes, names: names, catalog: app.catalog, models: app.types, access: options.access
        ).write(to: &writer)
        writer.blankLine()
        NavigationRequestWriter(names: names, access: options.access).write(to: &writer)
        writer.blankLine()
        let sourceLocations = options.sourceLocations ? SourceLocations(file: sourcePath.description) : nil
        try CoordinatorWriter(
            app: app, routes: routes, names: names, access: options.access, sourceLocations: sourceLocations
        ).write(to: &writer)
        return writer.contents
    }
}
