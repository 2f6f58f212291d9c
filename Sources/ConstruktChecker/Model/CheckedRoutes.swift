import ConstruktAST
import ConstruktDiagnostics

/// A routes file after checking (Docs/language.md, A routes file): the route enum's destinations with typed params,
/// app state and actions, and the root with typed conditions and arguments.
public struct CheckedRoutes: Sendable {
    /// A destination: the screen it shows, its params, deep links, presentation and signal wiring.
    public struct Destination: Sendable {
        public var name: String
        public var screen: String
        public var params: [(name: String, type: ValueType)]
        /// Its deep links; the first is the URL the route writes back.
        public var paths: [PathPattern]
        public var presentation: Presentation.Style
        /// `on:`: signal of the screen → app action.
        public var wiring: [(signal: String, action: String)]
        /// Pushed, it hides the tab bar while it is on its stack.
        public var hidesTabBar = false
    }

    /// The app's structure.
    public indirect enum Root: Sendable {
        case navigation(Entry)
        case tabs([Entry])
        case switchOn(TypedValue, cases: [(value: TypedValue, root: Root)])
    }

    /// A navigation stack's first destination with its arguments, and a tab's title and icon.
    public struct Entry: Sendable {
        public var destination: String
        public var arguments: [TypedValue.Field]
        public var title: TypedValue?
        public var icon: TypedValue?
    }

    public var path: String
    public var name: String
    public var state: [CheckedScreen.Value]
    public var actions: [CheckedScreen.Action]
    public var destinations: [Destination]
    public var root: Root?
    /// How a `switch` root's window changes to the root app state picks; nil: at once.
    public var rootTransition: RootTransition?
    /// Every navigation stack hides UIKit's navigation bar.
    public var hidesNavigationBar = false
}
