import ConstruktDiagnostics
import ConstruktYAML

/// A `*.routes.yaml` file (LANGUAGE.md §7): the app's destinations, how each is presented and
/// reached by deep link, app-level state and actions, and the app's root structure.
public struct RoutesDeclaration: Sendable {
    public var name: Identifier
    public var state: [ValueDeclaration]
    public var actions: [ActionDeclaration]
    public var destinations: [DestinationDeclaration]
    public var root: RootNode?
}

/// One destination: the screen it shows, its params, deep-link path, presentation and the
/// wiring of the screen's signals to app actions (`on:`).
public struct DestinationDeclaration: Sendable {
    public var name: Identifier
    public var screen: Identifier
    public var params: [ParamDeclaration]
    public var path: PathPattern?
    public var presentation: Presentation
    public var signalWiring: [SignalWiring]
}

/// How a destination appears when routed to.
public struct Presentation: Sendable {
    /// The presentations of LANGUAGE.md §7; a sheet may name its detents.
    public enum Style: Sendable, Equatable {
        case push, present, fullScreen
        case sheet(detents: [Identifier])
    }

    public var style: Style
    /// Where it was written, or the destination's name when it defaulted to `push`.
    public var range: SourceRange
}

/// `on: { submitted: logIn }`: when the screen emits the signal, the app runs the action.
public struct SignalWiring: Sendable {
    public var signal: Identifier
    public var action: Identifier
}

/// A deep-link path such as `/movies/:movieId`.
public struct PathPattern: Sendable {
    /// A literal path segment or a `:param` placeholder.
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(Identifier)
    }

    public var text: String
    public var segments: [Segment]
    public var range: SourceRange
}

/// The app's structure: a navigation stack, tabs, or a `switch` on app state.
public struct RootNode: Sendable {
    public indirect enum Kind: Sendable {
        case navigation(RootEntry)
        case tabs([RootEntry])
        case switchOn(condition: YAMLNode, cases: [RootCase])
    }

    public var kind: Kind
    public var range: SourceRange
}

/// One case of a `switch` root: the value it matches, written as a key, and its root.
public struct RootCase: Sendable {
    public var value: YAMLNode
    public var root: RootNode
}

/// A navigation stack's first destination, its arguments, and (in tabs) its title and icon.
public struct RootEntry: Sendable {
    public var destination: Identifier
    public var arguments: [Argument]
    public var title: YAMLNode?
    public var icon: YAMLNode?
    public var range: SourceRange
}
