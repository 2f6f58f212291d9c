import ConstruktDiagnostics
import ConstruktYAML

/// Reads statements (LANGUAGE.md §5) and event handlers.
extension SyntaxReader {
    /// The statement keywords, each with the companion keys it takes.
    static let statementKeys: [String: [String]] = [
        "set": ["to"], "toggle": [], "append": ["value"], "remove": ["at"], "send": ["with"],
        "emit": ["value"], "route": ["with"], "if": ["then", "else"], "back": [], "dismiss": [],
    ]

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
        guard let keyword = entries.first(where: { Self.statementKeys[$0.key.scalarText ?? ""] != nil })?.key.scalarText else {
            let first = entries.first?.key
            let written = first?.scalarText ?? ""
            report(
                .unknownStatement, "'\(written)' is not a statement", at: first?.range ?? node.range,
                notes: ["statements: " + Self.statementKeys.keys.sorted().joined(separator: ", ")],
                help: NameSuggestion.help(for: written, among: Self.statementKeys.keys)
            )
            return nil
        }
        let companions = Self.statementKeys[keyword] ?? []
        checkStatementKeys(entries, keyword: keyword, companions: companions)
        guard let subject = entries.value(keyword) else { return nil }
        let place = "a '\(keyword)' statement"
        let kind: Statement.Kind?
        switch keyword {
        case "set":
            let target = identifier(subject, rule: .lowerCamelCase, "a state name")
            let value = requireKey("to", in: entries, at: node.range, of: place, help: "write the new value: to: ${…}")
            kind = target.flatMap { target in value.map { .set(target, to: $0) } }
        case "toggle":
            kind = identifier(subject, rule: .lowerCamelCase, "a state name").map { .toggle($0) }
        case "append":
            let target = identifier(subject, rule: .lowerCamelCase, "a state name")
            let value = requireKey("value", in: entries, at: node.range, of: place)
            kind = target.flatMap { target in value.map { .append(target, value: $0) } }
        case "remove":
            let target = identifier(subject, rule: .lowerCamelCase, "a state name")
            let index = requireKey("at", in: entries, at: node.range, of: place, help: "write the index to remove: at: 0")
            kind = target.flatMap { target in index.map { .remove(target, at: $0) } }
        case "send":
            kind = identifier(subject, rule: .lowerCamelCase, "an action name").map { .send($0, arguments: arguments(entries.value("with"))) }
        case "emit":
            kind = identifier(subject, rule: .lowerCamelCase, "a signal name").map { .emit($0, value: entries.value("value")) }
        case "route":
            kind = identifier(subject, rule: .lowerCamelCase, "a destination name").map { .route($0, arguments: arguments(entries.value("with"))) }
        case "back":
            kind = .back
        case "dismiss":
            kind = .dismiss
        default:
            let then = requireKey("then", in: entries, at: node.range, of: "an 'if' statement").map { statements($0) }
            let otherwise = entries.value("else").map { statements($0) } ?? []
            kind = then.map { .conditional(condition: subject, then: $0, else: otherwise) }
        }
        return kind.map { Statement(kind: $0, range: node.range) }
    }

    /// `with: { name: value, … }`: named arguments.
    mutating func arguments(_ node: YAMLNode?) -> [Argument] {
        guard let node, let entries = mapping(node, "'with'") else { return [] }
        return entries.compactMap { entry in
            identifier(entry.key, rule: .lowerCamelCase, "an argument name").map { Argument(name: $0, value: entry.value) }
        }
    }

    /// Unknown keys of a statement; a second statement keyword gets a help about list items.
    private mutating func checkStatementKeys(_ entries: [YAMLMappingEntry], keyword: String, companions: [String]) {
        let allowed = [keyword] + companions
        for entry in entries {
            guard let key = entry.key.scalarText, !allowed.contains(key) else { continue }
            if Self.statementKeys[key] != nil {
                report(
                    .unknownKey, "'\(key)' starts a second statement inside the '\(keyword)' statement", at: entry.key.range,
                    help: "each statement is its own list item: put '- ' before '\(key)'"
                )
            } else {
                report(
                    .unknownKey, "unknown key '\(key)' in a '\(keyword)' statement", at: entry.key.range,
                    notes: [companions.isEmpty ? "'\(keyword)' takes no other key" : "allowed here: " + allowed.joined(separator: ", ")],
                    help: NameSuggestion.help(for: key, among: companions)
                )
            }
        }
    }
}
