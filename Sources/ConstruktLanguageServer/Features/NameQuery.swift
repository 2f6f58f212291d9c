import ConstruktAST
import ConstruktChecker

/// Go to definition, find references and rename, over the app's `NameIndex`.
struct NameQuery {
    var context: FeatureContext
    private let index: NameIndex?

    init(context: FeatureContext) {
        self.context = context
        index = context.names()
    }

    /// The name at the position.
    var target: NameOccurrence? {
        guard let offset = context.offset else { return nil }
        return index?.occurrence(at: offset, in: context.path)
    }

    /// The declaration of the name at the position; for a name a node binds without a text of its
    /// own (`item`, a payload field, a signal's `value`), the key that gives it or its enum's field.
    func definition() -> Location? {
        guard let target, let declaration = index?.occurrences(of: target.symbol).first(where: \.isDeclaration) else {
            let scope = LocalScope(context: context)
            guard let binding = scope.bindingRead() else { return nil }
            let (path, range) = scope.declaration(of: binding)
            return Location(uri: context.uriOf(path), range: lines(of: path).range(of: range))
        }
        return location(declaration)
    }

    func references(includeDeclaration: Bool) -> [Location]? {
        guard let target, let index else { return nil }
        return index.occurrences(of: target.symbol).filter { includeDeclaration || !$0.isDeclaration }.map(location)
    }

    func prepareRename() -> PrepareRenameResult? {
        guard let target else { return nil }
        return PrepareRenameResult(range: range(target), placeholder: target.symbol.name)
    }

    /// A workspace edit renaming the name at the position everywhere; refused when `newName` is
    /// not a valid name of its kind, or is already taken where the name is declared.
    func rename(to newName: String) throws(ResponseError) -> WorkspaceEdit {
        guard let target, let index else {
            throw ResponseError(code: .requestFailed, message: "there is no name to rename here")
        }
        if let refusal = refusal(of: newName, for: target.symbol) {
            throw ResponseError(code: .requestFailed, message: refusal)
        }
        var changes: [String: [TextEdit]] = [:]
        for occurrence in index.occurrences(of: target.symbol) {
            changes[context.uriOf(occurrence.path), default: []].append(
                TextEdit(range: range(occurrence), newText: newName))
        }
        return WorkspaceEdit(changes: changes)
    }

    func refusal(of newName: String, for symbol: NameSymbol) -> String? {
        let rule: NamingRule =
            switch symbol {
            case .screen, .type: .upperCamelCase
            default: .lowerCamelCase
            }
        if NamingRule.isReservedBySwift(newName) || Self.expressionWords.contains(newName) {
            return "'\(newName)' is reserved"
        }
        guard rule.accepts(newName) else {
            return "'\(newName)' is not a \(rule == .upperCamelCase ? "UpperCamelCase" : "lowerCamelCase") name"
        }
        if taken(newName, for: symbol) { return "'\(newName)' is already taken \(Self.scope(of: symbol))" }
        return nil
    }

    /// Where a name must be unique, as a refusal says it.
    static func scope(of symbol: NameSymbol) -> String {
        switch symbol {
        case .screen: "by a screen, component or catalog component of this app"
        case .destination: "by a destination of the routes"
        case .type: "by a type, screen or component of this app or its catalogs, or a built-in type"
        case .value(let screen, _), .action(let screen, _), .signal(let screen, _), .slot(let screen, _):
            "by a param, slot, state, derived value, action or signal of \(screen)"
        case .actionParam(let screen, let action, _):
            "by a param of \(action), or a param, slot, state, derived value, action or signal of \(screen)"
        case .local: "by a param, slot, state, derived value, action or signal of this file's screen"
        case .timer(let screen, _): "by a timer of \(screen)"
        case .section(let screen, _): "by a section of a list of \(screen)"
        case .enumCase(let type, _): "by a case of \(type)"
        case .field(let type, _): "by a field of \(type)"
        case .payloadField(let type, let caseName, _): "by a field of the payload of \(type).\(caseName)"
        }
    }

    /// The keys a model's declaration gives a meaning of its own, which no field can take
    /// (Docs/language.md, Types).
    static let structureKeys: Set<String> = ["enum", "cases", "fields", "external"]

    /// The words expressions reserve.
    static let expressionWords: Set<String> = ["true", "false", "nil", "value", "self", "in", "if", "else"]

    private func taken(_ name: String, for symbol: NameSymbol) -> Bool {
        let symbols = context.symbols
        switch symbol {
        case .screen: return symbols?.screens[name] != nil || context.catalog.component(named: name) != nil
        case .destination: return symbols?.routes?.declaration.destinations.contains { $0.name.text == name } ?? false
        case .type:
            return symbols?.types.declarations[name] != nil || ValueType.builtins[name] != nil
                || context.catalog.type(named: name) != nil || symbols?.screens[name] != nil
                || context.catalog.component(named: name) != nil
        case .local(let path, _, _):
            guard let screen = symbols?.screens.values.first(where: { $0.path == path }) else { return false }
            return names(of: screen.declaration).contains(name)
        case .actionParam(let screen, let action, _):
            if let routes = symbols?.routes?.declaration, routes.name.text == screen {
                let params = routes.actions.first { $0.name.text == action }?.params ?? []
                return (params.map(\.name.text) + routes.actions.map(\.name.text) + routes.state.map(\.name.text))
                    .contains(name)
            }
            guard let declaration = symbols?.screens[screen]?.declaration else { return false }
            let params = declaration.actions.first { $0.name.text == action }?.params ?? []
            return (params.map(\.name.text) + names(of: declaration)).contains(name)
        case .enumCase(let type, _):
            switch symbols?.types.declarations[type]?.kind {
            case .enumeration(let cases)?: return cases.contains { $0.text == name }
            case .payloadEnumeration(let cases)?: return cases.contains { $0.name.text == name }
            case .structure?, nil: return false
            }
        case .field(let type, _):
            guard case .structure(let fields, _)? = symbols?.types.declarations[type]?.kind else { return false }
            return fields.contains { $0.name.text == name } || Self.structureKeys.contains(name)
        case .payloadField(let type, let caseName, _):
            return symbols?.types.payload(of: caseName, in: type)?.contains { $0.name == name } ?? false
        case .timer(let screen, _):
            return symbols?.screens[screen]?.declaration.timers.contains { $0.name.text == name } ?? false
        case .section(let screen, _):
            return context.names()?.occurrences.contains { $0.symbol == .section(screen: screen, name: name) } ?? false
        case .value(let screen, _), .action(let screen, _), .signal(let screen, _), .slot(let screen, _):
            if let routes = symbols?.routes?.declaration, routes.name.text == screen {
                return (routes.actions.map(\.name.text) + routes.state.map(\.name.text)).contains(name)
            }
            guard let declaration = symbols?.screens[screen]?.declaration else { return false }
            return names(of: declaration).contains(name)
        }
    }

    private func names(of declaration: ScreenDeclaration) -> [String] {
        declaration.params.map(\.name.text) + declaration.slots.map(\.name.text) + declaration.state.map(\.name.text)
            + declaration.derived.map(\.name.text) + declaration.actions.map(\.name.text)
            + declaration.signals.map(\.name.text)
    }

    private func range(_ occurrence: NameOccurrence) -> LSPRange {
        let lines = lines(of: occurrence.path)
        return LSPRange(start: lines.position(of: occurrence.start), end: lines.position(of: occurrence.end))
    }

    private func location(_ occurrence: NameOccurrence) -> Location {
        Location(uri: context.uriOf(occurrence.path), range: range(occurrence))
    }

    private func lines(of path: String) -> LineIndex {
        if path == context.path { return context.lines }
        let bytes = context.analysis?.documents[path]?.file.bytes ?? []
        return LineIndex(bytes: bytes, encoding: context.lines.encoding)
    }
}
