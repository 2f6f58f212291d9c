import ConstruktDiagnostics
import ConstruktYAML

/// A `*.routes.yaml` file (Docs/language.md, A routes file): the app's destinations, how each is presented and
/// reached by deep link, app-level state and actions, and the app's root structure.
public struct RoutesDeclaration: Sendable {
    public var name: Identifier
    public var state: [ValueDeclaration]
    public var actions: [ActionDeclaration]
    public var destinations: [DestinationDeclaration]
    public var root: RootNode?
    /// `hidesNavigationBar: true`: every stack hides UIKit's navigation bar.
    public var hidesNavigationBar = false
    /// `host: { shows: [web] }`: the destinations the host app shows itself.
    public var hostShows: [Identifier] = []
}

/// One destination: the screen it shows, its params, deep-link paths, presentation and the
/// wiring of the screen's signals to app actions (`on:`).
public struct DestinationDeclaration: Sendable {
    public var name: Identifier
    public var screen: Identifier
    public var params: [ParamDeclaration]
    /// The deep links that open it, in the order written (`path:` is one or a list); the first is
    /// the one the route writes back as its URL.
    public var paths: [PathPattern]
    public var presentation: Presentation
    public var signalWiring: [SignalWiring]
    /// `hidesTabBar: true`: pushed, it hides the tab bar while it is on its stack; where written.
    public var hidesTabBar: (value: Bool, range: SourceRange)?
}

/// How a destination appears when routed to.
public struct Presentation: Sendable {
    /// The presentations of Docs/language.md, A routes file; a sheet may name its detents.
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

/// A deep link's pattern: a path such as `/movies/:movieId`, which a URL of any scheme and host
/// matches by its path, or a URL such as `construkt://movie/:movieId`, which a URL matches only
/// with that scheme and host (compared as URLs compare them, ignoring case) and then by its path.
public struct PathPattern: Sendable {
    /// A literal path segment or a `:param` placeholder.
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(Identifier)
    }

    public var text: String
    /// The scheme and host a matching URL must have, lowercased; nil for a path alone.
    public var origin: (scheme: String, host: String)?
    public var segments: [Segment]
    public var range: SourceRange

    public init(text: String, origin: (scheme: String, host: String)? = nil, segments: [Segment], range: SourceRange) {
        self.text = text
        self.origin = origin
        self.segments = segments
        self.range = range
    }

    /// Whether a URL with `address`'s scheme and host can match: any, for a path alone.
    public func admits(_ address: DeepLinkAddress) -> Bool {
        guard let origin else { return true }
        return address.scheme == origin.scheme && address.host == origin.host
    }

    /// Whether some URL could match both patterns' origins: a path alone overlaps every origin.
    public func sharesOrigin(with other: PathPattern) -> Bool {
        guard let origin, let otherOrigin = other.origin else { return true }
        return origin == otherOrigin
    }
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
    /// A `switch` root's `transition:`, how the window shows the root it switches to.
    public var transition: RootTransition?
    /// A `tabs` root's `tabBar:`, how its tab bar looks.
    public var tabBar: TabBarAppearance?
}

/// `tabBar: { background: "#1A1A1AE6", tint: white, unselectedTint: gray }` on a `tabs` root: the
/// tab bar's opaque background (UIKit's `UITabBarAppearance` configured with an opaque background,
/// as its standard and scroll-edge appearance), the selected tab's tint (`tintColor`) and the
/// others' (`unselectedItemTintColor`); each a Color, each optional.
public struct TabBarAppearance: Sendable {
    public var background: YAMLNode?
    public var tint: YAMLNode?
    public var unselectedTint: YAMLNode?
    public var range: SourceRange

    public init(background: YAMLNode?, tint: YAMLNode?, unselectedTint: YAMLNode?, range: SourceRange) {
        self.background = background
        self.tint = tint
        self.unselectedTint = unselectedTint
        self.range = range
    }
}

/// `transition: { crossDissolve: 0.4s }` on a `switch` root: when app state picks another root, the
/// window changes to it with one of UIKit's view transitions (`UIView.transition(with:duration:
/// options:animations:)`), over the duration given. The root the app starts on is shown at once.
public struct RootTransition: Sendable, Equatable {
    /// UIKit's view transitions (`UIView.AnimationOptions.transitionCrossDissolve` and its siblings).
    public enum Style: String, Sendable, CaseIterable {
        case crossDissolve, flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, curlUp, curlDown
    }

    public var style: Style
    public var seconds: Double
}

/// One case of a `switch` root: the value it matches, written as a key, and its root.
public struct RootCase: Sendable {
    public var value: YAMLNode
    public var root: RootNode
}

/// A navigation stack's first destination, its arguments, and (in tabs) its title, its icon and
/// the icon it shows while selected.
public struct RootEntry: Sendable {
    public var destination: Identifier
    public var arguments: [Argument]
    public var title: YAMLNode?
    public var icon: YAMLNode?
    /// `selectedIcon: house.fill`: the SF Symbol the tab shows while selected (UIKit's `selectedImage`).
    public var selectedIcon: YAMLNode?
    public var range: SourceRange
}
