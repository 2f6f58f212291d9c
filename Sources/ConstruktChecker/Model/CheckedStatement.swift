import ConstruktDiagnostics

/// A statement after checking (Docs/language.md, Events and statements): its target resolved and its values typed. The
/// runtime runs these as one transaction per action; the emitter writes them into `send(_:)`.
public struct CheckedStatement: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case set(state: String, to: TypedValue)
        case toggle(state: String)
        case append(state: String, value: TypedValue)
        case remove(state: String, at: TypedValue)
        case send(action: String, arguments: [TypedValue.Field])
        case emit(signal: String, value: TypedValue?)
        /// Shows `destination`; `hidesTabBar`, when written, decides for this push whether the tab
        /// bar hides, over the destination's own.
        case route(destination: String, arguments: [TypedValue.Field], hidesTabBar: Bool?)
        /// Selects the tab whose root is `destination`, a destination without params.
        case selectTab(destination: String)
        case back
        case dismiss
        /// Scrolls the views of the body with this `id:` to their top once the transaction commits,
        /// animated when `animated` holds (always, when it is `nil`).
        case scrollToTop(view: String, animated: TypedValue?)
        case conditional(TypedValue, then: [CheckedStatement], else: [CheckedStatement])
        /// Runs the statements of the case the value is.
        case switchOver(CheckedSwitch<[CheckedStatement]>)
        /// Runs `body` `seconds` later as a transaction of its own, with the locals it reads as they
        /// were when this statement ran; only if its own transaction commits.
        case after(seconds: Double, body: [CheckedStatement])
    }

    public var kind: Kind
    public var range: SourceRange
}
