import ConstruktDiagnostics
import ConstruktYAML

/// Reads `construkt.yaml` (Docs/language.md, construkt.yaml).
extension SyntaxReader {
    mutating func config(_ root: YAMLNode) -> ConfigDeclaration? {
        guard let entries = mapping(root, "construkt.yaml") else { return nil }
        checkKeys(entries, of: .configFile, in: "construkt.yaml", missingAt: root.range)
        var config = ConfigDeclaration()
        if let imports = entries.value("imports").flatMap({ sequence($0, "'imports'") }) {
            config.imports = imports.compactMap { node in
                guard let name = scalar(node, "a module name") else { return nil }
                guard let first = name.unicodeScalars.first,
                    first == "_" || (first.isASCII && first.properties.isAlphabetic),
                    name.unicodeScalars.allSatisfy({
                        $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                    })
                else {
                    report(
                        .invalidName, "'\(name)' is not a Swift module name", at: node.range,
                        help: "write the module's name, such as 'ConstruktKit'")
                    return nil
                }
                return name
            }
        }
        if let node = entries.value("accessLevel"), let text = scalar(node, "'accessLevel'") {
            if let level = ConfigDeclaration.AccessLevel(rawValue: text) {
                config.accessLevel = level
            } else {
                report(
                    .unknownKey, "unknown access level '\(text)'", at: node.range,
                    notes: ["access levels: internal, public"],
                    help: NameSuggestion.help(for: text, among: ConfigDeclaration.AccessLevel.allCases.map(\.rawValue))
                        ?? "write 'internal' or 'public'",
                    fixIts: NameSuggestion.fixIts(
                        for: text, among: ConfigDeclaration.AccessLevel.allCases.map(\.rawValue),
                        at: location(node.range)))
            }
        }
        if let catalogs = entries.value("catalogs").flatMap({ sequence($0, "'catalogs'") }) {
            config.catalogs = catalogs.compactMap { node in
                scalar(node, "a catalog path").map { Identifier($0, range: node.range) }
            }
        }
        if let node = entries.value("sourceLocations"), let value = boolean(node) {
            config.sourceLocations = value
        }
        if let limits = entries.value("limits").flatMap({ mapping($0, "'limits'") }) {
            checkKeys(limits, of: .limits, in: "'limits'", missingAt: root.range)
            for entry in limits {
                guard let key = entry.key.scalarText, KeyedMapping.limits.names.contains(key),
                    let value = positiveInteger(entry.value, key)
                else { continue }
                switch key {
                case "depth": config.limits.depth = value
                case "fileBytes": config.limits.fileBytes = value
                case "scalarBytes": config.limits.scalarBytes = value
                case "nodes": config.limits.nodes = value
                default: config.expressionBytes = value
                }
            }
        }
        return config
    }

    /// A decimal integer above zero (`0777` is 777, never octal).
    private mutating func positiveInteger(_ node: YAMLNode, _ what: String) -> Int? {
        guard let text = scalar(node, "'\(what)'") else { return nil }
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), value > 0
        else {
            report(.wrongShape, "'\(what)' must be a whole number above zero, not '\(text)'", at: node.range)
            return nil
        }
        return value
    }
}
