import ConstruktAST
import ConstruktDiagnostics

/// An argument of `route:` that the destination does not declare, where no declared param was
/// meant instead: the fix is in the routes file, so the diagnostic points at the destination there
/// and says which line to add (`params: { username: String }`, or `username: String` under the
/// params it already has), and whether the destination's screen needs the param too.
struct UndeclaredDestinationParam {
    let help: String
    let label: Diagnostic.Label

    init?(
        _ argument: String, type: ValueType?, destination: String,
        routes: (path: String, declaration: RoutesDeclaration)?, screens: [String: ScreenSymbols]
    ) {
        guard let routes, let declared = routes.declaration.destinations.first(where: { $0.name.text == destination })
        else { return nil }
        let line = "\(argument): \(type.map { "\($0)" } ?? "…")"
        let file = routes.path.split(separator: "/").last.map(String.init) ?? routes.path
        let screen = declared.screen.text
        let onDestination =
            declared.params.isEmpty
            ? "declare it on '\(destination)' in \(file): 'params: { \(line) }'"
            : "add '\(line)' to the params of '\(destination)' in \(file)"
        let screenHasIt = screens[screen]?.params[argument] != nil
        help =
            "to pass it, " + onDestination
            + (screenHasIt || screens[screen] == nil ? "" : ", and to \(screen)'s params")
        label = Diagnostic.Label(
            SourceLocation(path: routes.path, range: declared.name.range), "'\(destination)' declares no '\(argument)'")
    }
}
