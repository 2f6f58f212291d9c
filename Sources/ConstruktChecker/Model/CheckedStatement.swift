import ConstruktDiagnostics

/// A statement after checking (Docs/language.md, Events and statements): its target resolved and its values typed. The
/// runtime runs these as one transaction per action; the emitter writes them into `send(_:)`.
public struct CheckedStatement: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case set(state: String, to: TypedValue)
        case toggle(state: String)
        case append(state: String, value: TypedValue)
        case remove(state: String, at: TypedValue)
        /// Inserts `value` into the list at `at`, from 0 to its count.
        case insert(state: String, value: TypedValue, at: TypedValue)
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

extension CheckedStatement {
    /// The values written directly in this statement, in the order written: a condition or a
    /// switch's subject, the value set, appended or emitted, the index removed, the arguments.
    public var values: [TypedValue] {
        switch kind {
        case .set(_, let value), .append(_, let value), .remove(_, let value): return [value]
        case .send(_, let arguments), .route(_, let arguments, _): return arguments.map(\.value)
        case .emit(_, let value), .scrollToTop(_, let value): return value.map { [$0] } ?? []
        case .insert(_, let value, let index): return [value, index]
        case .conditional(let condition, _, _): return [condition]
        case .switchOver(let checked): return [checked.subject]
        case .toggle, .selectTab, .back, .dismiss, .after: return []
        }
    }

    /// The lists of statements written directly inside this one (its branches, or what it runs
    /// later), each with the names it binds (a switch case's payload fields).
    public var blocks: [(binds: [String], statements: [CheckedStatement])] {
        switch kind {
        case .conditional(_, let then, let otherwise): return [([], then), ([], otherwise)]
        case .switchOver(let checked):
            return checked.cases.map { ($0.payload, $0.body) } + (checked.fallback.map { [([], $0)] } ?? [])
        case .after(_, let body): return [([], body)]
        case .set, .toggle, .append, .remove, .insert, .send, .emit, .route, .selectTab, .back, .dismiss,
            .scrollToTop:
            return []
        }
    }

    /// The state value this statement itself writes (not those its nested statements or the
    /// actions it sends write).
    public var writtenState: String? {
        switch kind {
        case .set(let state, _), .toggle(let state), .append(let state, _), .remove(let state, _),
            .insert(let state, _, _):
            return state
        case .send, .emit, .route, .selectTab, .back, .dismiss, .scrollToTop, .conditional, .switchOver, .after:
            return nil
        }
    }

    /// Whether this statement itself asks for navigation (not one nested in it).
    public var navigates: Bool {
        switch kind {
        case .route, .selectTab, .back, .dismiss: return true
        case .set, .toggle, .append, .remove, .insert, .send, .emit, .scrollToTop, .conditional, .switchOver,
            .after:
            return false
        }
    }

    /// The statements written directly inside this one: its branches, or what it runs later.
    public var children: [CheckedStatement] {
        blocks.flatMap(\.statements)
    }

    /// This statement, then every statement nested in it, depth first in the order written.
    public var subtree: [CheckedStatement] {
        [self] + children.flatMap(\.subtree)
    }
}
