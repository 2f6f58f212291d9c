import ConstruktChecker

/// Turns an app's checked routes file into the text of its Swift file: the header, the imports,
/// the route enum with its deep links (`RouteEnumWriter`), the navigation requests and the
/// navigator protocol screens use (`NavigationRequestWriter`), and the coordinator
/// (`CoordinatorWriter`).
public struct RoutesEmitter: Sendable {
    /// The app the routes file belongs to: its screens are the destinations'.
    public let app: CheckedApp

    public init(app: CheckedApp) {
        self.app = app
    }

    /// The Swift file of `routes`, whose header names `sourcePath`.
    public func emit(_ routes: CheckedRoutes, sourcePath: RelativeSourcePath) throws(EmitterError) -> String {
        let names = try RouteNames(routes: routes)
        for screen in app.screens {
            for type in [screen.name, screen.name + "ViewModel"] where names.declared.contains(type) {
                throw EmitterError("\(routes.name) would declare \(type), which screen \(screen.name) declares too; rename one")
            }
        }
        var writer = SwiftCodeWriter(header: GeneratedFileHeader(sourcePath: sourcePath))
        writer.line("import ConstruktKit")
        writer.line("import UIKit")
        writer.blankLine()
        try RouteEnumWriter(routes: routes, names: names).write(to: &writer)
        writer.blankLine()
        NavigationRequestWriter(names: names).write(to: &writer)
        writer.blankLine()
        try CoordinatorWriter(app: app, routes: routes, names: names).write(to: &writer)
        return writer.contents
    }
}
