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
        case tabs([Entry], bar: TabBar)
        case switchOn(TypedValue, cases: [(value: TypedValue, root: Root)])
    }

    /// A navigation stack's first destination with its arguments, and a tab's title, icon and
    /// selected icon.
    public struct Entry: Sendable {
        public var destination: String
        public var arguments: [TypedValue.Field]
        public var title: TypedValue?
        public var icon: TypedValue?
        public var selectedIcon: TypedValue? = nil
    }

    /// A tabs root's tab bar look, each a Color; all nil: UIKit's own.
    public struct TabBar: Sendable {
        /// The opaque background of its standard and scroll-edge appearance.
        public var background: TypedValue?
        /// The selected tab's tint.
        public var tint: TypedValue?
        /// The other tabs' tint.
        public var unselectedTint: TypedValue?

        public init(background: TypedValue? = nil, tint: TypedValue? = nil, unselectedTint: TypedValue? = nil) {
            self.background = background
            self.tint = tint
            self.unselectedTint = unselectedTint
        }

        /// Whether it says anything about the bar.
        public var isWritten: Bool { background != nil || tint != nil || unselectedTint != nil }
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
