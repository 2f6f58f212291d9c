import ConstruktDiagnostics
import ConstruktYAML

/// Reads statements (Docs/language.md, Events and statements) and event handlers.
extension SyntaxReader {
    /// Other tools' words for a statement, and the statement here.
    static let statementHabits = [
        "navigate": "route", "navigateTo": "route", "push": "route", "present": "route", "goTo": "route",
        "open": "route", "pop": "back", "goBack": "back", "close": "dismiss", "dispatch": "send", "call": "send",
        "trigger": "send", "assign": "set", "update": "set", "add": "append", "delete": "remove",
    ]

    /// The statement keywords, each with the companion keys it takes.
    static let statementKeys: [String: [String]] = Dictionary(
        uniqueKeysWithValues: StatementKeyword.allCases.map { ($0.rawValue, Array($0.mapping.names.dropFirst())) }
    )

    /// Companion keys written under the name other tools give them, with the key meant: read as
    /// that key, after an error that says so.
    static let companionSynonyms: [String: [String: String]] = [
        "set": ["value": "to"], "append": ["item": "value", "element": "value"], "remove": ["index": "at"],
        "insert": ["item": "value", "element": "value", "index": "at"],
        "send": ["params": "with", "args": "with", "arguments": "with"],
        "route": ["params": "with", "args": "with", "arguments": "with"], "emit": ["with": "value"],
    ]

    /// `a 'set' statement`, `an 'append' statement`.
    static func statementPlace(_ keyword: String) -> String {
        ("aeiou".contains(keyword.first ?? "x") ? "an" : "a") + " '\(keyword)' statement"
    }

    /// An event value: an action's name, one statement, or a list of statements.
    mutating func eventHandler(_ node: YAMLNode) -> EventHandler? {
        switch node.value {
        case .scalar(let text, _) where text == "back" || text == "dismiss":
            return .statements(statement(node).map { [$0] } ?? [])
        case .scalar:
            return identifier(node, rule: .lowerCamelCase, "an action name").map(EventHandler.action)
        case .mapping:
            return .statements(statement(node).map { [$0] } ?? [])
        case .sequence(let items, _):
            return .statements(items.compactMap { statement($0) })
        }
    }

    /// A list of statements (or a single statement written without the list).
    mutating func statements(_ node: YAMLNode) -> [Statement] {
        if let items = node.sequenceItems { return items.compactMap { statement($0) } }
        return statement(node).map { [$0] } ?? []
    }

    mutating func statement(_ node: YAMLNode) -> Statement? {
        if let text = node.scalarText {
            switch text {
            case "back": return Statement(kind: .back, range: node.range)
            case "dismiss": return Statement(kind: .dismiss, range: node.range)
            default:
                guard let name = identifier(node, rule: .lowerCamelCase, "an action name") else { return nil }
                return Statement(kind: .send(name, arguments: []), range: node.range)
            }
        }
        guard let entries = mapping(node, "a statement") else { return nil }
        guard
            let keyword = entries.lazy.compactMap({ StatementKeyword(rawValue: $0.key.scalarText ?? "") }).first
        else {
            let first = entries.first?.key
            let written = first?.scalarText ?? ""
            // `navigate: detail`; `{ open: { id: 1 } }` is rather an action run by its name (below).
            if let meant = Self.statementHabits[written], let first, entries[0].value.scalarText != nil {
                report(
                    .unknownStatement, "'\(written)' is not a statement", at: first.range,
                    notes: ["statements: " + Self.statementKeys.keys.sorted().joined(separator: ", ")],
                    help: "'\(written)' is '\(meant)' here",
                    fixIts: [Diagnostic.FixIt(location(first.range), replacement: meant)])
                return nil
            }
            let suggestion = NameSuggestion.help(for: written, among: Self.statementKeys.keys)
            // `{ pick: { id: 1 } }`: an action run by its name, as the statement `send` runs it.
            let sendsAction =
                suggestion == nil && entries.count == 1 && entries[0].value.mappingEntries != nil
                && NamingRule.lowerCamelCase.accepts(written)
            let sendFixIt: [Diagnostic.FixIt] =
                if sendsAction, case .mapping(_, flow: true) = node.value, let first {
                    [Diagnostic.FixIt(location(first.range), replacement: "send: \(written), with")]
                } else { [] }
            report(
                .unknownStatement, "'\(written)' is not a statement", at: first?.range ?? node.range,
                notes: ["statements: " + Self.statementKeys.keys.sorted().joined(separator: ", ")],
                help: sendsAction
                    ? "to run the action '\(written)' with these arguments, write { send: \(written), with: { … } }"
                    : suggestion,
                fixIts: sendsAction
                    ? sendFixIt
                    : first.map {
                        NameSuggestion.fixIts(for: written, among: Self.statementKeys.keys, at: location($0.range))
                    } ?? []
            )
            return nil
        }
        checkStatementKeys(entries, keyword: keyword.rawValue, companions: Self.statementKeys[keyword.rawValue] ?? [])
        guard let subject = entries.value(keyword.rawValue) else { return nil }
        let kind = statementKind(keyword, subject: subject, entries: entries, at: node.range)
        return kind.map { Statement(kind: $0, range: node.range) }
    }

    /// The statement `keyword` starts, read from its value (`subject`) and its companion keys.
    private mutating func statementKind(
        _ keyword: StatementKeyword, subject: YAMLNode, entries: [YAMLMappingEntry], at range: SourceRange
    ) -> Statement.Kind? {
        let name = keyword.rawValue
        let kind: Statement.Kind?
        switch keyword {
        case .set:
            let target = identifier(subject, rule: .lowerCamelCase, "a state name")
            let value = companion("to", of: name, in: entries, at: range, help: "write the new value: to: ${…}")
            kind = target.flatMap { target in value.map { .set(target, to: $0) } }
        case .toggle:
            kind = identifier(subject, rule: .lowerCamelCase, "a state name").map { .toggle($0) }
        case .append:
            if entries.value("value") == nil, let list = entries.value("to") {
                // `append: item` + `to: list`, reported by checkStatementKeys and read as meant.
                kind = identifier(list, rule: .lowerCamelCase, "a state name").map { .append($0, value: subject) }
                break
            }
            let target = identifier(subject, rule: .lowerCamelCase, "a state name")
            let value = companion(
                "value", of: name, in: entries, at: range, help: "write the item to add: value: ${…}")
            kind = target.flatMap { target in value.map { .append(target, value: $0) } }
        case .remove:
            let target = identifier(subject, rule: .lowerCamelCase, "a state name")
            let index = companion(
                "at", of: name, in: entries, at: range, help: "write the index to remove: at: 0")
            kind = target.flatMap { target in index.map { .remove(target, at: $0) } }
        case .insert:
            let target = identifier(subject, rule: .lowerCamelCase, "a state name")
            let value = companion(
                "value", of: name, in: entries, at: range, help: "write the item to insert: value: ${…}")
            let index = companion(
                "at", of: name, in: entries, at: range, help: "write the index it takes: at: 0")
            kind = target.flatMap { target in
                value.flatMap { value in index.map { .insert(target, value: value, at: $0) } }
            }
        case .send:
            let with = companion("with", of: name, in: entries, at: range)
            kind = identifier(subject, rule: .lowerCamelCase, "an action name").map {
                .send($0, arguments: arguments(with))
            }
        case .emit:
            let value = companion("value", of: name, in: entries, at: range)
            kind = identifier(subject, rule: .lowerCamelCase, "a signal name").map { .emit($0, value: value) }
        case .route:
            let with = companion("with", of: name, in: entries, at: range)
            let hides = companion("hidesTabBar", of: name, in: entries, at: range).flatMap { node in
                boolean(node).map { (value: $0, range: node.range) }
            }
            kind = identifier(subject, rule: .lowerCamelCase, "a destination name").map {
                .route($0, arguments: arguments(with), hidesTabBar: hides)
            }
        case .tab:
            kind = identifier(subject, rule: .lowerCamelCase, "a destination name").map { .selectTab($0) }
        case .scrollToTop:
            let animated = companion("animated", of: name, in: entries, at: range)
            kind = scalar(subject, "the id of a scroll view").map {
                .scrollToTop(Identifier($0, range: subject.range), animated: animated)
            }
        case .back:
            kind = .back
        case .dismiss:
            kind = .dismiss
        case .switch:
            _ = companion(
                "cases", of: name, in: entries, at: range,
                help: "list the statements of each case under 'cases:'")
            kind = switchSyntax(entries, empty: []) { reader, body in reader.statements(body) }.map { .switchOver($0) }
        case .after:
            let delay = timeSpan(subject, "the delay of 'after'")
            let body = companion(
                "do", of: name, in: entries, at: range, help: "write what runs later under 'do:'"
            ).map { statements($0) }
            kind = delay.flatMap { delay in body.map { .after(delay, body: $0) } }
        case .if:
            let then = companion("then", of: name, in: entries, at: range).map { statements($0) }
            let otherwise = entries.value("else").map { statements($0) } ?? []
            kind = then.map { .conditional(condition: subject, then: $0, else: otherwise) }
        }
        return kind
    }

    /// `with: { name: value, … }`: named arguments.
    mutating func arguments(_ node: YAMLNode?) -> [Argument] {
        guard let node, let entries = mapping(node, "'with'") else { return [] }
        return entries.compactMap { entry in
            identifier(entry.key, rule: .lowerCamelCase, "an argument name").map {
                Argument(name: $0, value: entry.value)
            }
        }
    }

    /// The value of the companion `key`, or of a synonym or a misspelling of it (each reported as
    /// unknown, with its fix-it, by checkStatementKeys: one mistake, one error); a missing one the
    /// statement requires is reported (CK0202).
    private mutating func companion(
        _ key: String, of keyword: String, in entries: [YAMLMappingEntry], at range: SourceRange, help: String? = nil
    ) -> YAMLNode? {
        if let value = entries.value(key) { return value }
        let synonyms = Self.companionSynonyms[keyword, default: [:]].filter { $0.value == key }.keys
        if let value = entries.first(where: { synonyms.contains($0.key.scalarText ?? "") })?.value { return value }
        let companions = Self.statementKeys[keyword] ?? []
        if let misspelt = entries.first(where: { entry in
            entry.key.scalarText.map { written in
                !companions.contains(written) && written != keyword && Self.statementKeys[written] == nil
                    && Self.companionSynonyms[keyword]?[written] == nil
                    && NameSuggestion.nearest(to: written, among: companions) == [key]
            } ?? false
        }) {
            return misspelt.value
        }
        guard KeyedMapping.statement(keyword)?.key(key)?.isRequired == true else { return nil }
        return requireKey(key, in: entries, at: range, of: Self.statementPlace(keyword), help: help)
    }

    /// Unknown keys of a statement; a second statement keyword gets a help about list items, and
    /// a companion under another tool's name the key meant, with a fix-it.
    private mutating func checkStatementKeys(_ entries: [YAMLMappingEntry], keyword: String, companions: [String]) {
        let allowed = [keyword] + companions
        for entry in entries {
            guard let key = entry.key.scalarText, !allowed.contains(key) else { continue }
            if keyword == "append", key == "to", entries.value("value") == nil,
                let item = entries.first(where: { $0.key.scalarText == keyword })
            {
                reportAppendTo(item: item, list: entry)
            } else if let meant = Self.companionSynonyms[keyword]?[key], entries.value(meant) == nil {
                report(
                    .unknownKey, "'\(key)' is called '\(meant)' in \(Self.statementPlace(keyword))",
                    at: entry.key.range,
                    help: "write '\(meant):'", fixIts: [Diagnostic.FixIt(location(entry.key.range), replacement: meant)]
                )
            } else if Self.statementKeys[key] != nil {
                report(
                    .unknownKey, "'\(key)' starts a second statement inside the '\(keyword)' statement",
                    at: entry.key.range,
                    help: "each statement is its own list item: put '- ' before '\(key)'"
                )
            } else {
                report(
                    .unknownKey, "unknown key '\(key)' in \(Self.statementPlace(keyword))", at: entry.key.range,
                    notes: [
                        companions.isEmpty
                            ? "'\(keyword)' takes no other key" : "allowed here: " + allowed.joined(separator: ", ")
                    ],
                    help: NameSuggestion.help(for: key, among: companions),
                    fixIts: NameSuggestion.fixIts(for: key, among: companions, at: location(entry.key.range))
                )
            }
        }
    }

    /// `append: "x"` + `to: items`, the English order: the list goes after `append` and the item
    /// under `value`. The fix-it swaps the two as written and renames `to`.
    private mutating func reportAppendTo(item: YAMLMappingEntry, list: YAMLMappingEntry) {
        let itemText = file.text(in: item.value.range)
        let listText = file.text(in: list.value.range)
        report(
            .unknownKey, "an 'append' statement names the list after 'append' and the item under 'value'",
            at: list.key.range,
            help: "write 'append: \(listText)' and 'value: \(itemText)'",
            fixIts: [
                Diagnostic.FixIt(location(item.value.range), replacement: listText),
                Diagnostic.FixIt(location(list.key.range), replacement: "value"),
                Diagnostic.FixIt(location(list.value.range), replacement: itemText),
            ]
        )
    }
}
