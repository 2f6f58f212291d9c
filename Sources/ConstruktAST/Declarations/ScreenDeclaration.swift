import ConstruktDiagnostics
import ConstruktYAML

/// A `*.screen.yaml` file: one screen (`screen:`) or reusable component (`component:`), with its
/// inputs, state, behaviour and view tree. Values stay YAML nodes; the checker types them.
public struct ScreenDeclaration: Sendable {
    /// Whether the file declares a full screen or a component used inside other screens.
    public enum Kind: String, Sendable {
        case screen, component
    }

    public var kind: Kind
    public var name: Identifier
    public var description: String?
    public var params: [ValueDeclaration]
    public var state: [ValueDeclaration]
    public var derived: [DerivedDeclaration]
    public var signals: [SignalDeclaration]
    public var actions: [ActionDeclaration]
    public var lifecycle: [LifecycleHook]
    /// `watch:`, in the order written.
    public var watches: [WatchDeclaration] = []
    /// `timers:`, in the order written.
    public var timers: [TimerDeclaration] = []
    public var types: [TypeDeclaration]
    /// A component's places for views its users give (`slots:`), in the order written.
    public var slots: [SlotDeclaration] = []
    /// What the host app drives (`host:`): the actions it sends and the state it feeds.
    public var hostInputs = HostInputsDeclaration()
    public var body: ComponentNode?
}

/// `host: { actions: [pageLoaded], state: [movies] }`: the actions the host app sends and the
/// state values it feeds, by name, in the order written.
public struct HostInputsDeclaration: Sendable {
    public var actions: [Identifier] = []
    public var state: [Identifier] = []

    public init(actions: [Identifier] = [], state: [Identifier] = []) {
        self.actions = actions
        self.state = state
    }
}

/// A param or a state value: a name, a type, and an optional default value.
public struct ValueDeclaration: Sendable {
    public var name: Identifier
    public var type: TypeSyntax
    public var defaultValue: YAMLNode?
    /// `live: true` on a component's param, which follows its argument without rebuilding the
    /// component (Docs/language.md, A screen file): where it is written, `nil` when it is not.
    public var live: SourceRange? = nil
}

/// A read-only value computed from state, such as `canReset: ${count != start}`.
public struct DerivedDeclaration: Sendable {
    public var name: Identifier
    public var value: YAMLNode
}

/// A typed output the host app observes (`resetRequested: Void`).
public struct SignalDeclaration: Sendable {
    public var name: Identifier
    public var type: TypeSyntax
}

/// An Elm-style message: its params and the statements it runs as one transaction.
public struct ActionDeclaration: Sendable {
    public var name: Identifier
    public var params: [ParamDeclaration]
    public var body: [Statement]
}

/// A named, typed parameter of an action (or a destination).
public struct ParamDeclaration: Sendable {
    public var name: Identifier
    public var type: TypeSyntax
}

/// A lifecycle hook (`onLoad`, `onAppear`, `onDisappear`) and what it does.
public struct LifecycleHook: Sendable {
    /// The three hooks of Docs/language.md, A screen file.
    public enum Event: String, Sendable, CaseIterable {
        case onLoad, onAppear, onDisappear
    }

    public var event: Event
    public var eventRange: SourceRange
    public var handler: EventHandler
}
