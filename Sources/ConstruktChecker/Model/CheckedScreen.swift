import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics

/// A screen or component after checking: what the emitter turns into a view model, an action enum
/// and a view, and what the runtime instantiates. Everything in it is resolved and typed.
public struct CheckedScreen: Sendable {
    /// A param or state value with its type and typed default.
    public struct Value: Sendable {
        public var name: String
        public var type: ValueType
        public var defaultValue: TypedValue?
        /// A component's param written `live: true`: its initializer takes a binding it follows.
        public var isLive = false
    }

    /// A derived value: a typed expression over params, state and earlier derived values.
    public struct Derived: Sendable {
        public var name: String
        public var value: TypedValue
    }

    /// An action: its params in order and its checked statements.
    public struct Action: Sendable {
        public var name: String
        public var params: [(name: String, type: ValueType)]
        public var body: [CheckedStatement]
    }

    /// `watch:` of a state value: `body` runs, seeing the new value as `value`, once for the start
    /// value and after each change (once the value has stayed the same for `debounce` seconds,
    /// when set), as one transaction.
    public struct Watch: Sendable {
        public var state: String
        public var debounce: Double?
        public var body: [CheckedStatement]
    }

    /// One of `timers:`: `body` runs as one transaction every `every` seconds while the screen is shown.
    public struct Timer: Sendable {
        public var name: String
        public var every: Double
        public var body: [CheckedStatement]
    }

    public var path: String
    public var kind: ScreenDeclaration.Kind
    public var name: String
    public var description: String?
    public var params: [Value]
    public var state: [Value]
    public var derived: [Derived]
    public var signals: [(name: String, type: ValueType)]
    public var actions: [Action]
    public var lifecycle: [(event: LifecycleHook.Event, body: [CheckedStatement])]
    /// A component's slots, in the order declared: its initializer takes their views.
    public var slots: [SlotDeclaration] = []
    public var body: CheckedNode?
    /// What the host app drives (`host:`): the actions it sends and the state it feeds, by name.
    public var hostInputs: (actions: [String], state: [String]) = ([], [])
    /// The watches, in the order of the state they watch.
    public var watches: [Watch] = []
    public var timers: [Timer] = []
}

/// One app after checking: its symbols, the catalogs it was checked against (ConstruktKit and the
/// app's own), its construkt.yaml, its model types and checked screens in source order, its routes
/// and its scenarios.
public struct CheckedApp: Sendable {
    public var symbols: AppSymbols
    public var catalog: ComponentCatalog
    /// The app's construkt.yaml, when it has one.
    public var config: ConfigDeclaration?
    /// Every `types:` declaration, in the order of its file and within it.
    public var types: [CheckedModelType]
    public var screens: [CheckedScreen]
    public var routes: CheckedRoutes?
    public var scenarios: [CheckedScenario]
}
