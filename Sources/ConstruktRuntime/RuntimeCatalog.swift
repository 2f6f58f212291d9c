import ConstruktAST
import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// What the runtime looks components up in: the app's component catalog with the app's
/// `component:` files added (so a user component takes UIView's modifiers, like `hidden:`), and
/// those files' checked screens, whose bodies the tree expands.
public struct RuntimeCatalog: Sendable {
    public let components: ComponentCatalog
    /// The app's `component:` files by name.
    public let userComponents: [String: CheckedScreen]

    /// `catalog` is the catalog the app was checked with: ConstruktKit, plus the app's own
    /// `*.components.yaml` files when it has some.
    public init(catalog: ComponentCatalog, app: CheckedApp) {
        var components = catalog
        var userComponents: [String: CheckedScreen] = [:]
        for screen in app.screens where screen.kind == .component {
            userComponents[screen.name] = screen
            let definition = CatalogDefinition(
                catalog: "app",
                location: SourceLocation(
                    path: screen.path,
                    range: screen.body?.range ?? SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))))
            // The runtime fires a signal's event when the instance emits it, so it needs no Swift types.
            let signals = screen.signals.map {
                UserComponentSignal(name: $0.name, value: .named("Void"), swiftType: nil, definition: definition)
            }
            components =
                components.adding(
                    userComponent: screen.name, parameters: [], signals: signals, doc: screen.description,
                    definition: definition) ?? components
        }
        self.components = components
        self.userComponents = userComponents
    }
}
