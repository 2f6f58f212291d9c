import ConstruktAST
import ConstruktChecker
import ConstruktYAML

/// Every declaration and use of the app's names, read from each file's YAML tree and resolved
/// against the app's symbols: a use is kept only when it names something declared.
struct NameIndex {
    private(set) var occurrences: [NameOccurrence] = []

    init(analysis: AppAnalysis) {
        let symbols = analysis.app?.symbols
        for path in analysis.paths {
            guard let document = analysis.documents[path], let root = document.root else { continue }
            var walker = Walker(path: path, source: document.file.bytes, symbols: symbols)
            switch ConstruktFileKind(path: path) {
            case .screen: walker.screen(root, declaration: analysis.files[path]?.parsed?.file)
            case .routes: walker.routes(root)
            case .scenario: walker.scenario(root, declaration: analysis.files[path]?.parsed?.file)
            default: continue
            }
            occurrences += walker.found
        }
        let declared = Set(occurrences.filter(\.isDeclaration).map(\.symbol))
        occurrences = occurrences.filter { declared.contains($0.symbol) }
    }

    /// The occurrence at a byte offset of a file.
    func occurrence(at offset: Int, in path: String) -> NameOccurrence? {
        occurrences.first { $0.path == path && $0.start <= offset && offset <= $0.end }
    }

    func occurrences(of symbol: NameSymbol) -> [NameOccurrence] {
        occurrences.filter { $0.symbol == symbol }
    }

    /// Reads one file's names.
    private struct Walker {
        let path: String
        let source: [UInt8]
        let symbols: AppSymbols?
        var found: [NameOccurrence] = []

        init(path: String, source: [UInt8], symbols: AppSymbols?) {
            self.path = path
            self.source = source
            self.symbols = symbols
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
                        walk(value.value, in: name)
                    }
                case "signals":
                    for signal in entry.value.mappingEntries ?? [] {
                        add(.signal(screen: name, name: signal.key.scalarText ?? ""), signal.key, declaration: true)
                    }
                case "actions":
                    for action in entry.value.mappingEntries ?? [] {
                        add(.action(screen: name, name: action.key.scalarText ?? ""), action.key, declaration: true)
                        walk(action.value, in: name)
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
                for entry in entries { walk(entry, in: screen) }
            }
        }

        mutating func walk(_ entry: YAMLMappingEntry, in screen: String) {
            let key = entry.key.scalarText ?? ""
            if let name = entry.value.scalarText {
                switch StatementKeyword(rawValue: key)?.subject {
                case .signal?: add(.signal(screen: screen, name: name), entry.value)
                case .destination?: add(.destination(name), entry.value)
                case .stateValue?: add(.value(screen: screen, name: name), entry.value)
                case .action?: add(.action(screen: screen, name: name), entry.value)
                case .nothing?, .value?: break
                case nil:
                    if Self.isEventKey(key), !name.contains("$") {
                        add(.action(screen: screen, name: name), entry.value)
                    }
                }
            }
            if let component = symbols?.screens[key], component.declaration.kind == .component {
                add(.screen(key), entry.key)
                for member in entry.value.mappingEntries ?? [] {
                    let name = member.key.scalarText ?? ""
                    if component.params[name] != nil { add(.value(screen: key, name: name), member.key) }
                    if component.signals[name] != nil { add(.signal(screen: key, name: name), member.key) }
                    walk(member.value, in: screen)
                }
                return
            }
            walk(entry.value, in: screen)
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
                found.append(
                    NameOccurrence(
                        symbol: .value(screen: screen, name: name.name), path: path, start: name.start, end: name.end,
                        isDeclaration: false))
            }
        }

        // MARK: Routes and scenarios

        /// A routes file: its destinations (with the screens they show and the signals they wire
        /// to app actions), its app actions, and the destinations its root and actions name. App
        /// actions are the routes' own, so they are filed under the routes' name.
        mutating func routes(_ root: YAMLNode) {
            let routesName = root["routes"]?.scalarText ?? ""
            for entry in root.mappingEntries ?? [] {
                switch entry.key.scalarText {
                case "destinations":
                    for destination in entry.value.mappingEntries ?? [] {
                        add(.destination(destination.key.scalarText ?? ""), destination.key, declaration: true)
                        let screen = destination.value["screen"]
                        if let screen { add(.screen(screen.scalarText ?? ""), screen) }
                        for wiring in destination.value["on"]?.mappingEntries ?? [] {
                            if let screenName = screen?.scalarText {
                                add(.signal(screen: screenName, name: wiring.key.scalarText ?? ""), wiring.key)
                            }
                            add(.action(screen: routesName, name: wiring.value.scalarText ?? ""), wiring.value)
                        }
                    }
                case "actions":
                    for action in entry.value.mappingEntries ?? [] {
                        add(
                            .action(screen: routesName, name: action.key.scalarText ?? ""), action.key,
                            declaration: true)
                        destinations(in: action.value)
                    }
                default: destinations(in: entry.value)
                }
            }
        }

        /// The destinations a routes file's root and actions name.
        mutating func destinations(in node: YAMLNode) {
            switch node.value {
            case .scalar: return
            case .sequence(let items, _): for item in items { destinations(in: item) }
            case .mapping(let entries, _):
                for entry in entries {
                    if ["navigation", "destination", "route"].contains(entry.key.scalarText ?? ""),
                        entry.value.scalarText != nil
                    {
                        add(.destination(entry.value.scalarText!), entry.value)
                    } else {
                        destinations(in: entry.value)
                    }
                }
            }
        }

        /// A scenario: the screen or destination it starts at, and, when it tests one screen (or
        /// starts at a destination, which shows one), that screen's params and state it sets or
        /// expects, the actions it sends and the signals it expects.
        mutating func scenario(_ root: YAMLNode, declaration: ConstruktFile?) {
            guard case .scenario(let scenario)? = declaration else { return }
            if let screen = root["screen"] { add(.screen(screen.scalarText ?? ""), screen) }
            if let route = root["route"] { add(.destination(route.scalarText ?? ""), route) }
            let subject: String
            switch scenario.subject {
            case .screen(let name): subject = name.text
            case .route(let destination):
                guard
                    let screen = symbols?.routes?.declaration.destinations.first(where: {
                        $0.name.text == destination.text
                    })?.screen.text
                else { return }
                subject = screen
            case .app: return
            }
            for key in ["params", "state"] {
                for entry in root[key]?.mappingEntries ?? [] {
                    add(.value(screen: subject, name: entry.key.scalarText ?? ""), entry.key)
                }
            }
            for step in root["steps"]?.sequenceItems ?? [] {
                if let send = step["send"] { add(.action(screen: subject, name: send.scalarText ?? ""), send) }
                for entry in step["feed"]?.mappingEntries ?? [] {
                    add(.value(screen: subject, name: entry.key.scalarText ?? ""), entry.key)
                }
                guard let expectation = step["expect"] else { continue }
                for entry in expectation["state"]?.mappingEntries ?? [] {
                    add(.value(screen: subject, name: entry.key.scalarText ?? ""), entry.key)
                }
                if let rejected = expectation["rejected"] {
                    add(.action(screen: subject, name: rejected.scalarText ?? ""), rejected)
                }
                if let emitted = expectation["emitted"] {
                    if emitted.scalarText != nil {
                        add(.signal(screen: subject, name: emitted.scalarText ?? ""), emitted)
                    }
                    for entry in emitted.mappingEntries ?? [] {
                        add(.signal(screen: subject, name: entry.key.scalarText ?? ""), entry.key)
                    }
                }
            }
        }
    }
}
