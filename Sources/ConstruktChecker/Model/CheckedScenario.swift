import ConstruktAST
import ConstruktDiagnostics

/// A scenario after checking (Docs/language.md, A scenario file): its subject with typed params, typed state
/// overrides, and steps whose values are typed, ready for the headless runtime to run.
public struct CheckedScenario: Sendable {
    /// What the scenario starts on.
    public enum Subject: Sendable {
        case screen(String, params: [TypedValue.Field])
        case route(String, params: [TypedValue.Field])
        /// The app's routes file, starting at its root.
        case app
    }

    /// Picks nodes of the tree; every value is a constant.
    public struct Finder: Sendable {
        public var text: TypedValue?
        public var id: TypedValue?
        public var type: String?
        public var index: TypedValue?
        public var range: SourceRange
    }

    /// One step.
    public struct Step: Sendable {
        public enum Kind: Sendable {
            case tap(Finder)
            case type(into: Finder, text: TypedValue)
            case select(section: String?, index: TypedValue, finder: Finder?)
            case scroll(Finder, to: ScrollDestination)
            case page(section: String, to: TypedValue)
            /// Pulls the list the finder picks down, running its refresh event.
            case pullToRefresh(Finder)
            case send(action: String, arguments: [TypedValue.Field])
            case feed([TypedValue.Field])
            case open(path: String)
            case back
            case dismiss
            /// Moves the clock on by this many seconds.
            case wait(seconds: Double)
            case expect([Expectation])
        }

        public var kind: Kind
        public var range: SourceRange
    }

    /// Where a `scroll` step moves its view: a vertical content offset (a Double), or its end.
    public enum ScrollDestination: Sendable {
        case offset(TypedValue)
        case end
    }

    /// One thing an `expect:` step checks.
    public struct Expectation: Sendable {
        public enum Kind: Sendable {
            case visible(Finder)
            /// The node the finder picks is visible and holds each attribute: a property of its
            /// component by name, or a runtime attribute (`text`, `hidden`, …), with a constant value.
            case has(Finder, attributes: [TypedValue.Field])
            /// The node the finder picks is visible and laid out within these bounds.
            case frame(Finder, bounds: [FrameBound])
            /// The screen, drawn as the preview draws it, looks as its reference picture does.
            case snapshot(SnapshotName)
            case hidden(Finder)
            case enabled(Finder)
            case disabled(Finder)
            case state([TypedValue.Field])
            case route(String)
            case stack([String])
            /// The app's tab bar: `hidden`, `selected` (a title), `icon`, `background`, `tint`, `unselectedTint`.
            case tabBar([TypedValue.Field])
            case screen(String)
            case emitted(signal: String, value: TypedValue?)
            /// None of these signals has been emitted since the scenario started.
            case notEmitted(signals: [String])
            case rejected(action: String)
        }

        public var kind: Kind
        public var range: SourceRange
    }

    public var path: String
    public var name: String
    public var subject: Subject
    public var state: [TypedValue.Field]
    public var steps: [Step]
    /// The device its taps, frames and snapshots are laid out on (a name of `DeviceNames`); the
    /// standard one when `nil`.
    public var device: String? = nil
}
