import ConstruktAST
import ConstruktCatalog
import ConstruktChecker
import Foundation

/// `textDocument/completion`: what may be written at the position, told from the text around it
/// (so that it works while the buffer does not parse) and answered from the app as last checked.
struct Completion {
    var context: FeatureContext

    func items() -> CompletionList {
        CompletionList(items: candidates())
    }

    func candidates() -> [CompletionItem] {
        guard let position = context.position, context.kind != nil else { return [] }
        let prefix = context.linePrefix
        if let cursor = ExpressionCursor(linePrefix: prefix) {
            return names(cursor, closures: OpenClosures(linePrefix: prefix))
        }
        if let key = Self.valueKey(in: prefix) {
            return values(for: key, line: position.line, indent: Self.indent(of: prefix))
        }
        var path = KeyPath(lines: context.lines, line: position.line, indent: Self.keyIndent(of: prefix))
        if let flowKey = Self.openFlowKey(in: prefix) {
            path.steps.insert(KeyPath.Step(key: flowKey, isListItem: false), at: 0)
        }
        return keys(in: path, line: position.line)
    }

    /// The key of the flow mapping the line's text ends inside (`with: { mov` is inside `with`).
    static func openFlowKey(in prefix: String) -> String? {
        var depth = 0
        var index = prefix.endIndex
        while index > prefix.startIndex {
            index = prefix.index(before: index)
            switch prefix[index] {
            case "}": depth += 1
            case "{" where depth > 0: depth -= 1
            case "{":
                let before = prefix[..<index].reversed().drop { $0 == " " }
                guard before.first == ":" else { return nil }
                let key = before.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return key.isEmpty ? nil : String(key.reversed())
            default: continue
            }
        }
        return nil
    }

    // MARK: Expressions

    private func names(_ cursor: ExpressionCursor, closures: OpenClosures) -> [CompletionItem] {
        guard let screen = context.screen else { return [] }
        let declaration = screen.declaration
        let locals = LocalScope(context: context).bindings()
        guard let first = cursor.base.first else {
            var shadowed = Set<String>()
            let innermost = locals.reversed().filter { shadowed.insert($0.name).inserted }
            let localItems = innermost.map {
                CompletionItem(
                    label: $0.name, kind: .variable, detail: $0.kind.rawValue + ($0.type.map { ": \($0)" } ?? ""))
            }
            var items = declaration.params.map {
                CompletionItem(
                    label: $0.name.text, kind: .variable,
                    detail: "param: \(screen.params[$0.name.text]?.description ?? "\($0.type)")")
            }
            items += declaration.state.map {
                CompletionItem(
                    label: $0.name.text, kind: .variable,
                    detail: "state: \(screen.state[$0.name.text]?.description ?? "\($0.type)")")
            }
            items += declaration.derived.map { CompletionItem(label: $0.name.text, kind: .variable, detail: "derived") }
            items += enclosingActionParams(of: screen).sorted { $0.key < $1.key }.map {
                CompletionItem(label: $0.key, kind: .variable, detail: "action param: \($0.value)")
            }
            return localItems + items.filter { !shadowed.contains($0.label) }
        }
        func type(of name: String) -> ValueType? {
            if let local = locals.last(where: { $0.name == name }) { return local.type }
            return enclosingActionParams(of: screen)[name] ?? screen.params[name] ?? screen.state[name]
        }
        if first.isEmpty, cursor.base.count == 1 {
            return implicitMemberCases(before: context.linePrefix, typeOf: type)
        }
        // `$0.` reaches the cursor as `0.`, the `$` before it.
        let parameter = first.allSatisfy(\.isNumber) ? "$" + first : first
        var typeName: String?
        if let receiver = closures.receiver(ofParameter: parameter), let list = receiver.first {
            // A closure's parameter is an element of the list it is passed to.
            var listType = type(of: list).map { "\($0)" }
            for member in receiver.dropFirst() {
                listType = listType.flatMap(Self.modelName).flatMap { fields(of: $0)?.first { $0.name.text == member } }
                    .map { "\($0.type)" }
            }
            typeName = listType.flatMap(Self.elementModelName)
        } else {
            typeName = type(of: first).flatMap(Self.modelName)
        }
        for member in cursor.base.dropFirst() {
            typeName = typeName.flatMap { fields(of: $0)?.first { $0.name.text == member } }.flatMap {
                Self.modelName("\($0.type)")
            }
        }
        guard let typeName, let fields = fields(of: typeName) else { return [] }
        return fields.map {
            CompletionItem(label: $0.name.text, kind: .field, detail: "\(typeName).\($0.name.text): \($0.type)")
        }
    }

    /// The params of the action the position is in, with their types.
    private func enclosingActionParams(of screen: ScreenSymbols) -> [String: ValueType] {
        guard let position = context.position else { return [:] }
        let indent = Self.keyIndent(of: context.lines.lineText(position.line))
        let keys = KeyPath(lines: context.lines, line: position.line, indent: indent + 1).steps.map(\.key)
        guard let actions = keys.lastIndex(of: "actions"), actions > 0 else { return [:] }
        return screen.actions[keys[actions - 1]] ?? [:]
    }

    private func fields(of typeName: String) -> [ParamDeclaration]? {
        guard case .structure(let fields, _)? = context.symbols?.types.declarations[typeName]?.kind else { return nil }
        return fields
    }

    static func modelName(_ type: ValueType) -> String? {
        switch type {
        case .model(let name): name
        case .optional(let wrapped): modelName(wrapped)
        default: nil
        }
    }

    /// The model a list's elements are, from its spelling (`[Genre]`, `[Genre]?`).
    static func elementModelName(_ spelling: String) -> String? {
        let list = spelling.hasSuffix("?") ? String(spelling.dropLast()) : spelling
        guard list.hasPrefix("["), list.hasSuffix("]") else { return nil }
        return modelName(String(list.dropFirst().dropLast()))
    }

    static func modelName(_ spelling: String) -> String? {
        let name = spelling.hasSuffix("?") ? String(spelling.dropLast()) : spelling
        return name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber } ? name : nil
    }

    // MARK: Values

    /// The key whose value the line's text ends in (`onTap: inc`, `{ route: se`), if any.
    static func valueKey(in prefix: String) -> String? {
        guard let colon = prefix.lastIndex(of: ":") else { return nil }
        let after = prefix[prefix.index(after: colon)...]
        guard after.first == " " || after.isEmpty, !after.contains(where: { ",{}[]".contains($0) }) else { return nil }
        let before = prefix[..<colon]
        let key = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()
        return key.isEmpty ? nil : String(key)
    }

    private func values(for key: String, line: Int, indent: Int) -> [CompletionItem] {
        let screen = context.screen
        if key == "to", let cases = setValueCases(line: line) { return cases }
        switch StatementKeyword(rawValue: key)?.subject {
        case .signal?:
            return screen?.declaration.signals.map {
                CompletionItem(label: $0.name.text, kind: .event, detail: "signal: \($0.type)")
            } ?? []
        case .destination?:
            return destinations()
        case .stateValue?:
            return screen?.declaration.state.map {
                CompletionItem(label: $0.name.text, kind: .variable, detail: "state: \($0.type)")
            } ?? []
        case .action?:
            if context.kind == .scenario { return scenarioActions() }
            return actionItems(screen)
        case .view?, .nothing?, .value?, nil:
            break
        }
        switch key {
        case "navigation", "destination":
            return destinations()
        case "section" where context.kind == .scenario:
            return scenarioSections()
        case "screen" where context.kind == .routes || context.kind == .scenario:
            return context.symbols?.screens.values.map {
                CompletionItem(label: $0.declaration.name.text, kind: .class, detail: $0.declaration.kind.rawValue)
            }
            .sorted { $0.label < $1.label } ?? []
        default:
            break
        }
        let enclosing = KeyPath(lines: context.lines, line: line, indent: indent + 1)
        if enclosing.steps.first?.key == "on", enclosing.steps.dropFirst().first.map({ isComponent($0.key) }) == true {
            return actionItems(screen)
        }
        guard let component = enclosing.steps.first(where: { isComponent($0.key) })?.key else { return [] }
        if context.catalog.event(named: key, of: component) != nil { return actionItems(screen) }
        guard let property = context.catalog.property(named: key, of: component), let typeName = property.type.baseName
        else { return [] }
        if let type = context.catalog.type(named: typeName) {
            return type.members.map {
                CompletionItem(label: $0.name, kind: .enumMember, detail: "\(typeName) → \($0.swift)")
            }
                + type.forms.flatMap { Self.items(of: $0, typeName: typeName) }
        }
        if typeName == "Bool" {
            return ["true", "false"].map { CompletionItem(label: $0, kind: .value, detail: "Bool") }
        }
        if let cases = context.symbols?.types.enumerationCases(typeName), !cases.isEmpty {
            return cases.map { CompletionItem(label: $0, kind: .enumMember, detail: typeName) }
        }
        return []
    }

    /// The destinations of the routes file, with the screen each shows and its params.
    private func destinations() -> [CompletionItem] {
        context.symbols?.routes?.declaration.destinations.map { destination in
            CompletionItem(
                label: destination.name.text, kind: .value,
                detail: "→ \(destination.screen.text)" + Self.paramList(destination.params))
        } ?? []
    }

    /// A value form's completions: the members of a scalar form, or a mapping form as a snippet
    /// of its fields (`{ hex: $1 }`).
    static func items(of form: ValueForm, typeName: String) -> [CompletionItem] {
        switch form.shape {
        case .scalar(_, _, let members, _):
            return (members ?? []).map {
                CompletionItem(label: $0.name, kind: .enumMember, detail: "\(typeName) → \($0.swift)")
            }
        case .mapping(let fields, let oneOf, _):
            let shown = oneOf.isEmpty ? fields.filter(\.required).map(\.name) : [oneOf[0]]
            let written = shown.isEmpty ? fields.prefix(1).map(\.name) : shown
            let snippet =
                "{ " + written.enumerated().map { "\($0.element): $\u{7B}\($0.offset + 1)}" }.joined(separator: ", ")
                + " }"
            return [
                CompletionItem(
                    label: "{ \(written.joined(separator: ", ")) }", kind: .snippet,
                    detail: "\(typeName): \(form.name)", snippet: snippet)
            ]
        }
    }

    private func actionItems(_ screen: ScreenSymbols?) -> [CompletionItem] {
        screen?.declaration.actions.map { action in
            CompletionItem(label: action.name.text, kind: .function, detail: "action" + Self.paramList(action.params))
        } ?? []
    }

    private func scenarioActions() -> [CompletionItem] {
        guard case .scenario(let scenario)? = context.analysis?.files[context.path]?.parsed?.file,
            case .screen(let name) = scenario.subject
        else { return [] }
        return actionItems(context.symbols?.screens[name.text])
    }

    static func paramList(_ params: [ParamDeclaration]) -> String {
        params.isEmpty ? "" : "(" + params.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ") + ")"
    }

    // MARK: Keys

    private func keys(in path: KeyPath, line: Int) -> [CompletionItem] {
        guard let parent = path.steps.first else { return topLevelKeys() }
        switch context.kind {
        case .scenario:
            if parent.key == "steps" { return ScenarioVocabulary.steps }
            return ScenarioVocabulary.keys(inside: parent.key)
        case .routes:
            return []
        default:
            break
        }
        if let time = timeKeys(in: path) { return time }
        if parent.key == "with", let route = routeTarget(above: line) {
            return context.destination(named: route)?.params.map {
                CompletionItem(label: $0.name.text, kind: .property, detail: "\($0.type)")
            } ?? []
        }
        if parent.key == "cases", let cases = switchCases(above: line) { return cases }
        if parent.key == "on", let owner = path.steps.dropFirst().first,
            let user = context.userComponent(named: owner.key)
        {
            return user.declaration.signals.map {
                CompletionItem(label: $0.name.text, kind: .event, detail: "signal: \($0.type)")
            }
        }
        if isComponent(parent.key) { return members(of: parent.key) }
        if parent.key == "body" || parent.key == "children"
            || parent.isListItem == false && isSlot(parent.key, in: path)
        {
            return componentItems()
        }
        return []
    }

    /// Inside `watch:`, the state values; inside one of its entries, `debounce` and `do`; inside
    /// one of `timers:`, `every` and `do`.
    private func timeKeys(in path: KeyPath) -> [CompletionItem]? {
        let keys = path.steps.map(\.key)
        guard let last = keys.last, last == "watch" || last == "timers" else { return nil }
        switch (last, keys.count) {
        case ("watch", 1):
            return context.screen?.declaration.state.map {
                CompletionItem(label: $0.name.text, kind: .variable, detail: "state: \($0.type)")
            } ?? []
        case ("watch", 2):
            return KeyedMapping.watch.keys.map { CompletionItem(label: $0.name, kind: .keyword, detail: $0.doc) }
        case ("timers", 2):
            return KeyedMapping.timer.keys.map { CompletionItem(label: $0.name, kind: .keyword, detail: $0.doc) }
        default:
            return nil
        }
    }

    private func topLevelKeys() -> [CompletionItem] {
        let mapping: KeyedMapping
        switch context.kind {
        case .screen: mapping = .screenFile
        case .routes: mapping = .routesFile
        case .scenario: mapping = .scenarioFile
        case .types: mapping = .typesFile
        default: return []
        }
        return mapping.keys.map { CompletionItem(label: $0.name, kind: .keyword, detail: $0.doc) }
    }

    /// The destination a `route:` on the line or the few lines above names.
    private func routeTarget(above line: Int) -> String? {
        for current in stride(from: line, through: max(line - 4, 0), by: -1) {
            let text = current == line ? context.linePrefix : context.lines.lineText(current)
            if let range = text.range(of: "route:") {
                let name = String(text[range.upperBound...]).trimmingSpaces()
                return name.isEmpty ? nil : String(name.prefix { $0.isLetter || $0.isNumber })
            }
        }
        return nil
    }

    private func isComponent(_ name: String) -> Bool {
        context.catalog.component(named: name) != nil || context.userComponent(named: name) != nil
    }

    private func isSlot(_ key: String, in path: KeyPath) -> Bool {
        guard let owner = path.steps.dropFirst().first(where: { isComponent($0.key) })?.key else { return false }
        return context.catalog.slot(named: key, of: owner) != nil
    }

    private func componentItems() -> [CompletionItem] {
        var items = context.catalog.components.map { component -> CompletionItem in
            let required = context.catalog.properties(of: component.name).filter { $0.required && !$0.isInternal }.map(
                \.name)
            return CompletionItem(
                label: component.name, kind: .class, detail: component.doc.map { String($0.prefix(80)) },
                snippet: Self.snippet(component.name, required))
        }
        for screen in context.symbols?.screens.values.sorted(by: { $0.declaration.name.text < $1.declaration.name.text }
        ) ?? [] where screen.declaration.kind == .component {
            let name = screen.declaration.name.text
            items.append(
                CompletionItem(
                    label: name, kind: .module, detail: "component",
                    snippet: Self.snippet(name, screen.requiredParams.sorted())))
        }
        return items
    }

    static func snippet(_ name: String, _ required: [String]) -> String {
        guard !required.isEmpty else { return name + ":" }
        return name + ": { "
            + required.enumerated().map { "\($0.element): ${\($0.offset + 1)}" }.joined(separator: ", ") + " }"
    }

    private func members(of component: String) -> [CompletionItem] {
        if let user = context.userComponent(named: component) {
            let signals = user.declaration.signals.map(\.name.text)
            return user.declaration.params.map {
                CompletionItem(label: $0.name.text, kind: .property, detail: "param: \($0.type)")
            }
                + user.declaration.slots.map {
                    CompletionItem(label: $0.name.text, kind: .field, detail: "slot (\($0.count.rawValue))")
                }
                + (signals.isEmpty
                    ? []
                    : [CompletionItem(label: "on", kind: .event, detail: "signals: " + signals.joined(separator: ", "))])
        }
        let catalog = context.catalog
        return catalog.properties(of: component).filter { !$0.isInternal }.map {
            CompletionItem(label: $0.name, kind: .property, detail: "\($0.type)" + ($0.required ? " (required)" : ""))
        }
            + catalog.slots(of: component).map { CompletionItem(label: $0.name, kind: .field, detail: "slot") }
            + catalog.events(of: component).map { CompletionItem(label: $0.name, kind: .event, detail: "event") }
    }

    // MARK: Text

    static func indent(of prefix: String) -> Int { prefix.prefix { $0 == " " }.count }

    /// The indentation a key typed at the end of `prefix` has (`  - Lab` is a key at 4).
    static func keyIndent(of prefix: String) -> Int {
        let indent = indent(of: prefix)
        let rest = prefix.dropFirst(indent)
        return rest.hasPrefix("- ") ? indent + 2 : indent
    }
}
