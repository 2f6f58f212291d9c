import ConstruktYAML

/// The names of a routes file. Its own state and app actions are filed under the routes' name, as
/// a screen's are under the screen's; a destination's params, the `:param`s of its paths and the
/// `with:` keys of its routes are the params of the screen it shows, which they must match.
extension NameIndex.Walker {
    mutating func routes(_ root: YAMLNode) {
        let routesName = root["routes"]?.scalarText ?? ""
        for entry in root.mappingEntries ?? [] {
            switch entry.key.scalarText {
            case "routes": continue
            case "state":
                for value in entry.value.mappingEntries ?? [] {
                    add(.value(screen: routesName, name: value.key.scalarText ?? ""), value.key, declaration: true)
                    typeSpelling(value.value)
                }
            case "destinations":
                for destination in entry.value.mappingEntries ?? [] {
                    self.destination(destination, routesName: routesName)
                }
            case "actions": actions(entry.value, of: routesName)
            case "host":
                for shown in entry.value["shows"]?.sequenceItems ?? [] {
                    add(.destination(shown.scalarText ?? ""), shown)
                }
            default: walk(entry.value, in: routesName)
            }
        }
    }

    private mutating func destination(_ destination: YAMLMappingEntry, routesName: String) {
        add(.destination(destination.key.scalarText ?? ""), destination.key, declaration: true)
        let screen = destination.value["screen"]
        if let screen { add(.screen(screen.scalarText ?? ""), screen) }
        for wiring in destination.value["on"]?.mappingEntries ?? [] {
            if let screenName = screen?.scalarText {
                add(.signal(screen: screenName, name: wiring.key.scalarText ?? ""), wiring.key)
            }
            add(.action(screen: routesName, name: wiring.value.scalarText ?? ""), wiring.value)
        }
        guard let shown = screen?.scalarText else { return }
        for param in destination.value["params"]?.mappingEntries ?? [] {
            add(.value(screen: shown, name: param.key.scalarText ?? ""), param.key)
            typeSpelling(param.value)
        }
        if let path = destination.value["path"] {
            for pattern in path.sequenceItems ?? [path] { pathParams(pattern, of: shown) }
        }
    }

    /// The `:param` segments of a deep link's pattern (`/movies/:movieId`).
    private mutating func pathParams(_ node: YAMLNode, of screen: String) {
        guard node.scalarText != nil else { return }
        let start = max(node.range.start.offset, 0)
        let end = min(node.range.end.offset, source.count)
        var index = start
        while index < end {
            defer { index += 1 }
            guard source[index] == UInt8(ascii: ":") else { continue }
            var nameEnd = index + 1
            while nameEnd < end, Self.isNameByte(source[nameEnd]) { nameEnd += 1 }
            guard nameEnd > index + 1 else { continue }
            found.append(
                NameOccurrence(
                    symbol: .value(
                        screen: screen, name: String(decoding: source[(index + 1)..<nameEnd], as: UTF8.self)),
                    path: path, start: index + 1, end: nameEnd, isDeclaration: false))
            index = nameEnd - 1
        }
    }
}
