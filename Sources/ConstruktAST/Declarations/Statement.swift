import ConstruktDiagnostics
import ConstruktYAML

/// One statement of an action or event handler (Docs/language.md, Events and statements). Values stay YAML nodes: the
/// checker reads them with the type the statement's target expects. A statement kind is defined
/// in this file: its `Kind`, the values and statements it holds, and its `StatementKeyword`.
public struct Statement: Sendable {
    public indirect enum Kind: Sendable {
        case set(Identifier, to: YAMLNode)
        case toggle(Identifier)
        case append(Identifier, value: YAMLNode)
        case remove(Identifier, at: YAMLNode)
        /// `insert: recents` + `value:` + `at:`: inserts into an array state value at an index.
        case insert(Identifier, value: YAMLNode, at: YAMLNode)
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
        case .insert(_, let value, let index): [value, index]
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
        case .set, .toggle, .append, .remove, .insert, .send, .emit, .route, .selectTab, .back, .dismiss, .scrollToTop:
            []
        }
    }
}

/// A statement's keyword (Docs/language.md, Events and statements): the one list of statement
/// kinds. The reader dispatches on it, `KeyedMapping.statements` (the JSON Schema, hover and
/// completion of keys) is its keys, and the language server completes and indexes the name each
/// statement takes by its `subject`.
public enum StatementKeyword: String, CaseIterable, Sendable {
    case set, toggle, append, remove, insert, send, emit, route, tab, back, dismiss, after, scrollToTop
    case `if`, `switch`

    /// What the keyword's own value is.
    public enum Subject: Sendable {
        /// A state value of the screen (`set: count`).
        case stateValue
        /// An action of the screen (`send: load`).
        case action
        /// A signal of the screen (`emit: done`).
        case signal
        /// A destination of the routes file (`route: detail`).
        case destination
        /// The `id:` of a view of the screen's own body (`scrollToTop: feed`).
        case view
        /// Nothing (`back`, `dismiss`).
        case nothing
        /// An expression (`if:`, `switch:`) or a delay (`after:`).
        case value
    }

    public var subject: Subject {
        switch self {
        case .set, .toggle, .append, .remove, .insert: .stateValue
        case .send: .action
        case .emit: .signal
        case .route, .tab: .destination
        case .scrollToTop: .view
        case .back, .dismiss: .nothing
        case .after, .if, .switch: .value
        }
    }

    /// The keyword first, then the companion keys it takes, with their docs.
    public var mapping: KeyedMapping {
        switch self {
        case .set:
            Self.startedBy([
                LanguageKey("set", .lowerName, required: true, doc: "Sets a state value."),
                LanguageKey("to", .value, required: true, doc: "The new value."),
            ])
        case .toggle:
            Self.startedBy([LanguageKey("toggle", .lowerName, required: true, doc: "Flips a Bool state value.")])
        case .append:
            Self.startedBy([
                LanguageKey("append", .lowerName, required: true, doc: "Appends to an array state value."),
                LanguageKey("value", .value, required: true, doc: "The element to append."),
            ])
        case .remove:
            Self.startedBy([
                LanguageKey("remove", .lowerName, required: true, doc: "Removes an element of an array state value."),
                LanguageKey("at", .value, required: true, doc: "The index to remove."),
            ])
        case .insert:
            Self.startedBy([
                LanguageKey("insert", .lowerName, required: true, doc: "Inserts into an array state value."),
                LanguageKey("value", .value, required: true, doc: "The element to insert."),
                LanguageKey(
                    "at", .value, required: true,
                    doc: "The index the element takes, from 0 to the list's count (the end)."),
            ])
        case .send:
            Self.startedBy([
                LanguageKey("send", .lowerName, required: true, doc: "Runs an action of this screen."),
                LanguageKey("with", .arguments, doc: "The action's arguments."),
            ])
        case .emit:
            Self.startedBy([
                LanguageKey("emit", .lowerName, required: true, doc: "Emits a signal to the host app."),
                LanguageKey("value", .value, doc: "The signal's value."),
            ])
        case .route:
            Self.startedBy([
                LanguageKey("route", .lowerName, required: true, doc: "Shows a destination of the routes file."),
                LanguageKey("with", .arguments, doc: "The destination's params."),
                LanguageKey(
                    "hidesTabBar", .boolean,
                    doc:
                        "For this push, whether the pushed screen hides the tab bar while on its stack, over the destination's `hidesTabBar`. Only for a pushed destination."
                ),
            ])
        case .tab:
            Self.startedBy([
                LanguageKey(
                    "tab", .lowerName, required: true,
                    doc:
                        "Selects the tab whose root is this destination, with its stack as it was left; where the shown root has no such tab, nothing happens."
                )
            ])
        case .back:
            Self.startedBy([LanguageKey("back", .nothing, required: true, doc: "Pops the navigation stack.")])
        case .dismiss:
            Self.startedBy([LanguageKey("dismiss", .nothing, required: true, doc: "Closes the presented screen.")])
        case .scrollToTop:
            Self.startedBy([
                LanguageKey(
                    "scrollToTop", .scalar, required: true,
                    doc:
                        "Scrolls the scroll view or CollectionView with this `id:` back to its top once the transaction commits."
                ),
                LanguageKey("animated", .value, doc: "Whether the scroll animates (a Bool; true unless said)."),
            ])
        case .after:
            Self.startedBy([
                LanguageKey(
                    "after", .scalar, required: true,
                    doc:
                        "Runs `do` later, after this long (`2s`, `500ms`, or a number of seconds), as a transaction of its own; not once the screen is gone."
                ),
                LanguageKey("do", .statements, required: true, doc: "The statements run later."),
            ])
        case .`if`:
            Self.startedBy([
                LanguageKey(
                    "if", .value, required: true, doc: "Runs `then` when the condition holds, otherwise `else`."),
                LanguageKey("then", .statements, required: true, doc: "The statements run when the condition holds."),
                LanguageKey("else", .statements, doc: "The statements run otherwise."),
            ])
        case .`switch`:
            Self.startedBy([
                LanguageKey(
                    "switch", .value, required: true,
                    doc: "Runs the statements of the case the value is: an enum from `types:`."),
                LanguageKey(
                    "cases", .dictionary(keys: .lowerName, values: .either([.nothing, .statements])), required: true,
                    doc:
                        "The statements of each case, by the case's name; a case's payload fields are in scope by name."
                ),
                LanguageKey(
                    "default", .either([.nothing, .statements]), doc: "The statements run for every case not listed."),
            ])
        }
    }

    private static func startedBy(_ keys: [LanguageKey]) -> KeyedMapping {
        KeyedMapping(title: keys[0].name, doc: keys[0].doc, keys: keys)
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
