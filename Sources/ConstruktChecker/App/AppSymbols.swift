import ConstruktAST
import ConstruktDiagnostics

/// What the checker knows of one screen or component after resolving its declared types: the
/// names other files and statements refer to.
public struct ScreenSymbols: Sendable {
    public var path: String
    public var declaration: ScreenDeclaration
    public var params: [String: ValueType]
    public var state: [String: ValueType]
    public var signals: [String: ValueType]
    public var actions: [String: [String: ValueType]]
    /// Whether the screen's file was read without an error. In an incomplete screen a name
    /// others look for may be hidden by that error, so a missing one is not reported again.
    public var isComplete = true

    /// Params without a default: a caller must pass them.
    public var requiredParams: Set<String> {
        Set(declaration.params.filter { $0.defaultValue == nil }.map(\.name.text))
    }
}

/// The app-wide symbols: types, screens by name, and the routes file's destinations.
public struct AppSymbols: Sendable {
    public var types: TypeEnvironment
    public var screens: [String: ScreenSymbols]
    /// The screens declared as `component:`, which a view tree's node may name; kept apart so that
    /// an app without any looks nothing up for each node.
    var userComponents: [String: ScreenSymbols]
    public var routes: (path: String, declaration: RoutesDeclaration)?
    /// Each destination's params with their resolved types; `nil` when the app has no routes file.
    var destinations: [String: StatementContext.Params]?
    /// Whether the routes file (if any) was read without an error; when not, a destination or an
    /// app action others name may be hidden by that error.
    public var routesAreComplete = true
    /// Whether every file of the app was read without an error; when not, a destination, a
    /// declaration or a signal may be used where the error hides it.
    public var filesAreComplete = true
}
