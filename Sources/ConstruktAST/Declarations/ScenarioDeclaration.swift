import ConstruktDiagnostics
import ConstruktYAML

/// A `*.scenario.yaml` file (Docs/language.md, A scenario file): a headless behaviour test of a screen or an app.
public struct ScenarioDeclaration: Sendable {
    /// What the scenario starts on.
    public enum Subject: Sendable {
        case screen(Identifier)
        /// `app: App.routes.yaml`: the routes file, relative to the scenario, starting at its root.
        case app(path: String, range: SourceRange)
        case route(Identifier)
    }

    public var name: String
    public var nameRange: SourceRange
    public var subject: Subject
    public var params: [Argument]
    public var state: [Argument]
    /// `device: iPhone SE`: the device its taps, frames and snapshots are laid out on, by its
    /// name in `DeviceNames`; the standard device when `nil`.
    public var device: String? = nil
    public var steps: [ScenarioStep]
}

/// One step of a scenario.
public struct ScenarioStep: Sendable {
    public enum Kind: Sendable {
        case tap(Finder)
        case type(into: Finder, text: YAMLNode)
        case select(section: Identifier?, index: YAMLNode, finder: Finder?)
        /// `scroll: { id: feed, to: 240 }` (or `to: end`): moves a scroll view, as a user's drag does.
        case scroll(Finder, to: YAMLNode)
        /// `page: { id: hero, to: 2 }`: moves the carousel section with that id to a page.
        case page(section: Identifier, to: YAMLNode)
        /// `pullToRefresh: feed` (an id) or `pullToRefresh: { id: feed }`: pulls a list down as a
        /// user does, running its refresh event.
        case pullToRefresh(Finder)
        case send(Identifier, arguments: [Argument])
        case feed([Argument])
        case open(path: String)
        case back
        case dismiss
        /// `wait: 0.5s`: moves the clock on, running what falls due.
        case wait(TimeSpan)
        case expect([ScenarioExpectation])
    }

    public var kind: Kind
    public var range: SourceRange
}

/// Picks nodes of the tree: by text, accessibility identifier, component type, and the n-th match.
public struct Finder: Sendable {
    public var text: YAMLNode?
    public var id: YAMLNode?
    /// The component named by `type:`, as written: the checker finds it among the catalog's and
    /// the app's components, so a name that breaks the naming rule is simply unknown there.
    public var type: Identifier?
    public var index: YAMLNode?
    public var range: SourceRange
    /// Where the `type` key is written, for a fix-it that makes it `id`.
    public var typeKey: SourceRange? = nil
}

/// One thing an `expect:` step checks.
public struct ScenarioExpectation: Sendable {
    public enum Kind: Sendable {
        case visible(Finder)
        /// `{ id: notifications, has: { isOn: true } }`: the node the finder picks is visible and
        /// holds these attributes.
        case has(Finder, attributes: [Argument])
        /// `{ id: cast, frame: { height: "> 0" } }`: the node the finder picks is visible and laid
        /// out within these bounds.
        case frame(Finder, bounds: [FrameBound])
        /// `snapshot: home-loaded` (or `{ name: home-loaded, appearance: dark }`): the screen
        /// looks as its reference picture does.
        case snapshot(SnapshotName)
        case hidden(Finder)
        case enabled(Finder)
        case disabled(Finder)
        case state([Argument])
        case route(Identifier)
        case stack([Identifier])
        /// `tabBar: { hidden: false, selected: Home, icon: house.fill, tint: white }`: the app's tab
        /// bar, whether hidden, its selected tab and the icon it shows, and its colours.
        case tabBar([Argument])
        case screen(Identifier)
        case emitted(Identifier, value: YAMLNode?)
        /// `notEmitted: done` or `notEmitted: [done, failed]`: none of them emitted so far.
        case notEmitted([Identifier])
        case rejected(Identifier)
    }

    public var kind: Kind
    public var range: SourceRange
}
