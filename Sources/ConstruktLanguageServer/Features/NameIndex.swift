import ConstruktAST
import ConstruktChecker
import ConstruktYAML

/// Every declaration and use of the app's names, read from each file's YAML tree and resolved
/// against the app's symbols: a use is kept only when it names something declared.
struct NameIndex {
    private(set) var occurrences: [NameOccurrence] = []

    init(analysis: AppAnalysis) {
        let symbols = analysis.app?.symbols
        var sections: [String: Set<String>] = [:]
        for path in analysis.paths where ConstruktFileKind(path: path) == .screen {
            guard case .screen(let screen)? = analysis.files[path]?.parsed?.file,
                let root = analysis.documents[path]?.root
            else { continue }
            sections[screen.name.text, default: []].formUnion(Self.sectionIds(in: root).compactMap(\.scalarText))
        }
        let checkedValues = CheckedValues.byPath(analysis.app)
        for path in analysis.paths {
            guard let document = analysis.documents[path], let root = document.root else { continue }
            var walker = Walker(path: path, source: document.file.bytes, symbols: symbols, sections: sections)
            switch ConstruktFileKind(path: path) {
            case .screen: walker.screen(root, declaration: analysis.files[path]?.parsed?.file)
            case .routes: walker.routes(root)
            case .types: walker.typeDeclarations(root["types"])
            case .scenario: walker.scenario(root, declaration: analysis.files[path]?.parsed?.file)
            default: continue
            }
            if let checked = checkedValues[path] { walker.casesAndFields(checked, in: root) }
            occurrences += walker.found
        }
        let declared = Set(occurrences.filter(\.isDeclaration).map(\.symbol))
        var seen: Set<NameOccurrence.Place> = []
        occurrences = occurrences.filter { declared.contains($0.symbol) && seen.insert($0.place).inserted }
    }

    /// The occurrence at a byte offset of a file.
    func occurrence(at offset: Int, in path: String) -> NameOccurrence? {
        occurrences.first { $0.path == path && $0.start <= offset && offset <= $0.end }
    }

    func occurrences(of symbol: NameSymbol) -> [NameOccurrence] {
        occurrences.filter { $0.symbol == symbol }
    }

    /// The ids of the sections of the lists at any depth of a node: each `section:` of a `sections:`.
    static func sectionIds(in node: YAMLNode) -> [YAMLNode] {
        switch node.value {
        case .scalar: return []
        case .sequence(let items, _): return items.flatMap(sectionIds(in:))
        case .mapping(let entries, _):
            return entries.flatMap { entry in
                let ids =
                    entry.key.scalarText == "sections"
                    ? (entry.value.sequenceItems ?? []).compactMap { $0["section"] } : []
                return ids + sectionIds(in: entry.value)
            }
        }
    }

    /// Reads one file's names.
    struct Walker {
        let path: String
        let source: [UInt8]
        let symbols: AppSymbols?
        /// The ids of each screen's list sections, by the screen's name.
        let sections: [String: Set<String>]
        var found: [NameOccurrence] = []
        /// The names the nodes around the one being read bind, with the symbol of those declared
        /// in this file by a text of their own.
        var locals: [String: (symbol: NameSymbol?, type: ValueType?)] = [:]

        init(path: String, source: [UInt8], symbols: AppSymbols?, sections: [String: Set<String>]) {
            self.path = path
            self.source = source
            self.symbols = symbols
            self.sections = sections
        }

        mutating func add(_ symbol: NameSymbol, _ node: YAMLNode, declaration: Bool = false) {
            guard let text = node.scalarText, !text.isEmpty else { return }
            let start = node.range.start.offset
            let end = node.range.end.offset
            guard start >= 0, end <= source.count, start <= end else { return }
            // A quoted scalar's range includes its quotes: the name is found inside it.
            let raw = source[start..<end]
            guard let at = Self.find(Array(text.utf8), in: raw) else { return }
            found.append(
                NameOccurrence(
                    symbol: symbol, path: path, start: at, end: at + text.utf8.count, isDeclaration: declaration))
        }

        static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
            guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
            var index = haystack.startIndex
            while index + needle.count <= haystack.endIndex {
                if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }

        /// The screen a routes destination shows.
        func screen(of destination: String) -> String? {
            symbols?.routes?.declaration.destinations.first { $0.name.text == destination }?.screen.text
        }

        // MARK: Screens

        mutating func screen(_ root: YAMLNode, declaration: ConstruktFile?) {
            guard case .screen(let screen)? = declaration else { return }
            let name = screen.name.text
            for entry in root.mappingEntries ?? [] {
                switch entry.key.scalarText {
                case "screen", "component": add(.screen(name), entry.value, declaration: true)
                case "params", "state", "derived":
                    for value in entry.value.mappingEntries ?? [] {
                        add(.value(screen: name, name: value.key.scalarText ?? ""), value.key, declaration: true)
                        if entry.key.scalarText != "derived" { typeSpelling(value.value) }
                        walk(value.value, in: name)
                    }
                case "signals":
                    for signal in entry.value.mappingEntries ?? [] {
                        add(.signal(screen: name, name: signal.key.scalarText ?? ""), signal.key, declaration: true)
                        typeSpelling(signal.value)
                    }
                case "slots":
                    for slot in entry.value.mappingEntries ?? [] {
                        add(.slot(screen: name, name: slot.key.scalarText ?? ""), slot.key, declaration: true)
                    }
                case "actions": actions(entry.value, of: name)
                case "timers":
                    for timer in entry.value.mappingEntries ?? [] {
                        add(.timer(screen: name, name: timer.key.scalarText ?? ""), timer.key, declaration: true)
                        walk(timer.value, in: name)
                    }
                case "host":
                    for value in entry.value["state"].map({ $0.sequenceItems ?? [$0] }) ?? [] {
                        add(.value(screen: name, name: value.scalarText ?? ""), value)
                    }
                    for action in entry.value["actions"].map({ $0.sequenceItems ?? [$0] }) ?? [] {
                        add(.action(screen: name, name: action.scalarText ?? ""), action)
                    }
                case "types": typeDeclarations(entry.value)
                case "watch":
                    for watched in entry.value.mappingEntries ?? [] {
                        add(.value(screen: name, name: watched.key.scalarText ?? ""), watched.key)
                        walk(watched.value, in: name)
                    }
                default: walk(entry.value, in: name)
                }
            }
        }

        /// A statement, a node or a value of the screen `screen`.
        mutating func walk(_ node: YAMLNode, in screen: String) {
            switch node.value {
            case .scalar:
                expressions(node, in: screen)
            case .sequence(let items, _):
                for item in items { walk(item, in: screen) }
            case .mapping(let entries, _):
                walk(entries, in: screen)
            }
        }

        /// A mapping's entries, each with the names the mapping binds for it in scope.
        mutating func walk(_ entries: [YAMLMappingEntry], in screen: String) {
            let lookup = { [locals, symbols] (name: String) -> ValueType? in
                if let local = locals[name] { return local.type }
                return symbols?.screens[screen].flatMap { $0.params[name] ?? $0.state[name] }
            }
            for binding in LocalBinding.bindings(of: entries, for: "", types: symbols?.types, lookup: lookup) {
                if let declaration = binding.declaration {
                    add(local(binding, declaration), declaration, declaration: true)
                }
            }
            let destination = entries.first { ["route", "tab", "navigation"].contains($0.key.scalarText ?? "") }
            let shown = destination?.value.scalarText.flatMap(self.screen(of:))
            let sent = entries.first { $0.key.scalarText == "send" }?.value.scalarText.map {
                owner(ofAction: $0, in: screen)
            }
            for entry in entries {
                let key = entry.key.scalarText ?? ""
                let outer = locals
                defer { locals = outer }
                for binding in LocalBinding.bindings(of: entries, for: key, types: symbols?.types, lookup: lookup) {
                    locals[binding.name] = (binding.declaration.map { local(binding, $0) }, binding.type)
                }
                if key == "with", let shown {
                    for argument in entry.value.mappingEntries ?? [] {
                        add(.value(screen: shown, name: argument.key.scalarText ?? ""), argument.key)
                        walk(argument.value, in: screen)
                    }
                } else if key == "with", let sent {
                    for argument in entry.value.mappingEntries ?? [] {
                        add(
                            .actionParam(screen: sent.owner, action: sent.action, name: argument.key.scalarText ?? ""),
                            argument.key)
                        walk(argument.value, in: screen)
                    }
                } else if key == "cases" {
                    for branch in entry.value.mappingEntries ?? [] {
                        let payload = LocalBinding.payload(
                            of: entries, caseName: branch.key.scalarText ?? "", types: symbols?.types, lookup: lookup)
                        let unbound = locals
                        for binding in payload {
                            let symbol = binding.payloadOf.map {
                                NameSymbol.payloadField(type: $0.type, caseName: $0.caseName, name: binding.name)
                            }
                            locals[binding.name] = (symbol, binding.type)
                        }
                        actionCalls(branch.value, in: screen)
                        walk(branch.value, in: screen)
                        locals = unbound
                    }
                } else {
                    walk(entry, in: screen)
                }
            }
        }

        func local(_ binding: LocalBinding, _ declaration: YAMLNode) -> NameSymbol {
            .local(path: path, offset: declaration.range.start.offset, name: binding.name)
        }

        mutating func walk(_ entry: YAMLMappingEntry, in screen: String) {
            let key = entry.key.scalarText ?? ""
            if let name = entry.value.scalarText {
                switch StatementKeyword(rawValue: key)?.subject {
                case .signal?: add(.signal(screen: screen, name: name), entry.value)
                case .destination?: add(.destination(name), entry.value)
                case .stateValue?: add(.value(screen: screen, name: name), entry.value)
                case .action?: add(.action(screen: screen, name: name), entry.value)
                case .view?, .nothing?, .value?: break
                case nil:
                    if key == "navigation" { add(.destination(name), entry.value) }
                    if key == "slot" { add(.slot(screen: screen, name: name), entry.value) }
                }
            }
            if Self.isEventKey(key) || Self.statementListKeys.contains(key) { actionCalls(entry.value, in: screen) }
            if key == "sections" {
                for section in entry.value.sequenceItems ?? [] {
                    if let id = section["section"] {
                        add(.section(screen: screen, name: id.scalarText ?? ""), id, declaration: true)
                    }
                }
            }
            if let component = symbols?.screens[key], component.declaration.kind == .component {
                add(.screen(key), entry.key)
                for member in entry.value.mappingEntries ?? [] {
                    let name = member.key.scalarText ?? ""
                    if component.params[name] != nil { add(.value(screen: key, name: name), member.key) }
                    if component.declaration.slots.contains(where: { $0.name.text == name }) {
                        add(.slot(screen: key, name: name), member.key)
                    }
                    if name == "on" {
                        handlers(member.value, of: key, in: screen)
                    } else {
                        walk(member.value, in: screen)
                    }
                }
                return
            }
            walk(entry.value, in: screen)
        }

        /// A screen's or the routes' `actions:`: each action and its params, declared, and what it runs,
        /// its params in scope.
        mutating func actions(_ node: YAMLNode, of owner: String) {
            for action in node.mappingEntries ?? [] {
                let actionName = action.key.scalarText ?? ""
                add(.action(screen: owner, name: actionName), action.key, declaration: true)
                fieldTypes(action.value["params"])
                let outer = locals
                defer { locals = outer }
                for param in action.value["params"]?.mappingEntries ?? [] {
                    let paramName = param.key.scalarText ?? ""
                    let symbol = NameSymbol.actionParam(screen: owner, action: actionName, name: paramName)
                    add(symbol, param.key, declaration: true)
                    locals[paramName] = (symbol, symbols?.screens[owner]?.actions[actionName]?[paramName])
                }
                actionCalls(action.value, in: owner)
                walk(action.value, in: owner)
            }
        }

        /// Whose action a `send:` runs: the screen's, or else the routes' app action of that name.
        func owner(ofAction action: String, in screen: String) -> (owner: String, action: String) {
            if symbols?.screens[screen]?.actions[action] == nil, let routes = symbols?.routes?.declaration,
                routes.actions.contains(where: { $0.name.text == action })
            {
                return (routes.name.text, action)
            }
            return (screen, action)
        }

        /// A component node's `on:`: the component's signals, each with the screen's action it
        /// runs or its statements.
        mutating func handlers(_ node: YAMLNode, of component: String, in screen: String) {
            for handler in node.mappingEntries ?? [] {
                add(.signal(screen: component, name: handler.key.scalarText ?? ""), handler.key)
                if let action = handler.value.scalarText, !action.contains("$") {
                    add(.action(screen: screen, name: action), handler.value)
                } else {
                    walk(handler.value, in: screen)
                }
            }
        }

        /// The keys whose value is an action's name or a list of statements, besides events.
        static let statementListKeys: Set<String> = ["do", "then", "else", "default"]

        /// The actions a statement list (or a lone action name) calls by name: `[ reload ]`.
        mutating func actionCalls(_ node: YAMLNode, in screen: String) {
            for item in node.sequenceItems ?? [node] {
                if let name = item.scalarText, !name.contains("$") { add(.action(screen: screen, name: name), item) }
            }
        }

        static func isEventKey(_ key: String) -> Bool {
            key.hasPrefix("on") && key.count > 2 && key.dropFirst(2).first?.isUppercase == true
        }

        mutating func expressions(_ node: YAMLNode, in screen: String) {
            guard let text = node.scalarText, text.contains("$") else { return }
            let start = max(node.range.start.offset, 0)
            let end = min(node.range.end.offset, source.count)
            guard start < end else { return }
            for name in ExpressionNames.scan(source[start..<end]) {
                let symbol: NameSymbol
                if name.name.first?.isUppercase == true {
                    symbol = .type(name.name)
                } else if let local = locals[name.name] {
                    guard let declared = local.symbol else { continue }
                    symbol = declared
                } else {
                    symbol = .value(screen: screen, name: name.name)
                }
                found.append(
                    NameOccurrence(symbol: symbol, path: path, start: name.start, end: name.end, isDeclaration: false))
            }
        }
    }
}
