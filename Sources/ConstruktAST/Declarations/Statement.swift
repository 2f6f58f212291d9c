import ConstruktDiagnostics
import ConstruktYAML

/// One statement of an action or event handler (Docs/language.md, Events and statements). Values stay YAML nodes: the
/// checker reads them with the type the statement's target expects.
public struct Statement: Sendable {
    public indirect enum Kind: Sendable {
        case set(Identifier, to: YAMLNode)
        case toggle(Identifier)
        case append(Identifier, value: YAMLNode)
        case remove(Identifier, at: YAMLNode)
        case send(Identifier, arguments: [Argument])
        case emit(Identifier, value: YAMLNode?)
        /// `route: detail` (+ `with:`); `hidesTabBar:` beside it decides for this push whether the
        /// tab bar hides, over the destination's own.
        case route(Identifier, arguments: [Argument], hidesTabBar: (value: Bool, range: SourceRange)?)
        /// `tab: explore`: selects the tab whose root is that destination.
        case selectTab(Identifier)
        case back
        case dismiss
        /// `scrollToTop: feed` (+ `animated:`): scrolls the view with that `id:` to its top.
        case scrollToTop(Identifier, animated: YAMLNode?)
        case conditional(condition: YAMLNode, then: [Statement], else: [Statement])
        /// `switch: $value` with `cases:` (and `default:`): runs the statements of the value's case.
        case switchOver(SwitchSyntax<[Statement]>)
        /// `after: 2s` + `do: [...]`: the statements run later, as a transaction of their own.
        case after(TimeSpan, body: [Statement])
    }

    public var kind: Kind
    public var range: SourceRange

    /// The values written directly in this statement, in the order written: a condition or a
    /// switch's subject, the value set, appended or emitted, the index removed, the arguments.
    public var values: [YAMLNode] {
        switch kind {
        case .set(_, let value), .append(_, let value), .remove(_, let value): [value]
        case .send(_, let arguments), .route(_, let arguments, _): arguments.map(\.value)
        case .emit(_, let value), .scrollToTop(_, let value): value.map { [$0] } ?? []
        case .conditional(let condition, _, _): [condition]
        case .switchOver(let syntax): [syntax.subject]
        case .toggle, .selectTab, .back, .dismiss, .after: []
        }
    }

    /// The statements written directly inside this one: its branches, or what it runs later.
    public var children: [Statement] {
        switch kind {
        case .conditional(_, let then, let otherwise): then + otherwise
        case .switchOver(let syntax): syntax.cases.flatMap(\.body) + (syntax.fallback?.body ?? [])
        case .after(_, let body): body
        case .set, .toggle, .append, .remove, .send, .emit, .route, .selectTab, .back, .dismiss, .scrollToTop: []
        }
    }
}

/// A named argument of `send`/`route` (`with: { id: $movie.id }`) or of a root entry.
public struct Argument: Sendable {
    public var name: Identifier
    public var value: YAMLNode
}

/// What an event property or lifecycle hook does: run a named action, or run statements.
public enum EventHandler: Sendable {
    case action(Identifier)
    case statements([Statement])
}

extension EventHandler {
    /// Reads an event property's value (an action's name, one statement, or a list of them), for
    /// the checker once the catalog has said the property is an event.
    public static func read(_ node: YAMLNode, in file: SourceFile) -> (
        handler: EventHandler?, diagnostics: [Diagnostic]
    ) {
        var reader = SyntaxReader(file: file)
        let handler = reader.eventHandler(node)
        return (handler, reader.diagnostics)
    }
}
