import ConstruktDiagnostics
import ConstruktYAML

/// Reads `types:` (Docs/language.md, A screen file): structs, external structs and String-backed enums.
extension SyntaxReader {
    mutating func typesFile(_ root: YAMLNode) -> TypesDeclaration? {
        guard let entries = mapping(root, "a types file") else { return nil }
        guard let types = entries.value("types") else {
            report(
                .unknownFileKind, "a types file starts with 'types:'", at: entries.first?.key.range ?? root.range,
                help: "list the types under 'types:'")
            return nil
        }
        checkKeys(entries, of: .typesFile, in: "a types file", missingAt: root.range)
        return TypesDeclaration(types: typeDeclarations(types))
    }

    mutating func typeDeclarations(_ node: YAMLNode) -> [TypeDeclaration] {
        guard let entries = mapping(node, "'types'") else { return [] }
        return entries.compactMap { entry in
            guard let name = identifier(entry.key, rule: .upperCamelCase, "a type name"),
                let fields = mapping(entry.value, "the type '\(name)'")
            else { return nil }
            if let cases = fields.value("enum") {
                checkKeys(fields, of: .enumType, in: "the enum '\(name)'", missingAt: entry.value.range)
                let items = sequence(cases, "the cases of '\(name)'") ?? []
                let cases = items.compactMap { identifier($0, rule: .lowerCamelCase, "an enum case") }
                reportRepeats(cases, "case", of: name)
                return TypeDeclaration(name: name, kind: .enumeration(cases: cases))
            }
            if let cases = fields.value("cases"), let items = cases.sequenceItems {
                // A list of names under `cases:` is an enum without payloads, which is `enum:`: one
                // error here, and the cases read as they were meant, so uses of them are checked.
                report(
                    .wrongShape, "the cases of '\(name)' under 'cases:' are keys, each with its payload, not a list",
                    at: cases.range,
                    help: "a list of case names is an enum without payloads: write 'enum:' instead of 'cases:'",
                    fixIts: fields.keyNode("cases").map { [Diagnostic.FixIt(location($0.range), replacement: "enum")] }
                        ?? [])
                let cases = items.compactMap { identifier($0, rule: .lowerCamelCase, "an enum case") }
                reportRepeats(cases, "case", of: name)
                return TypeDeclaration(name: name, kind: .enumeration(cases: cases))
            }
            if let cases = fields.value("cases") {
                checkKeys(fields, of: .payloadEnumType, in: "the enum '\(name)'", missingAt: entry.value.range)
                let declared = enumCases(cases, of: name)
                reportRepeats(declared.map(\.name), "case", of: name)
                return TypeDeclaration(name: name, kind: .payloadEnumeration(cases: declared))
            }
            if fields.value("fields") != nil || fields.value("external") != nil {
                checkKeys(fields, of: .structType, in: "the type '\(name)'", missingAt: entry.value.range)
                let external = fields.value("external").flatMap { boolean($0) } ?? false
                let members =
                    fields.value("fields").map { paramDeclarations($0, "the fields of '\(name)'", areFields: true) }
                    ?? []
                reportRepeats(members.map(\.name), "field", of: name)
                return TypeDeclaration(name: name, kind: .structure(fields: members, external: external))
            }
            let members = paramDeclarations(entry.value, "the fields of '\(name)'", areFields: true)
            reportRepeats(members.map(\.name), "field", of: name)
            return TypeDeclaration(name: name, kind: .structure(fields: members, external: false))
        }
    }

    /// The cases under `cases:`: `idle:` (nothing) or `loaded: { movies: [Movie] }`.
    private mutating func enumCases(_ node: YAMLNode, of type: Identifier) -> [EnumCaseDeclaration] {
        guard let entries = mapping(node, "the cases of '\(type.text)'") else { return [] }
        return entries.compactMap { entry in
            guard let name = identifier(entry.key, rule: .lowerCamelCase, "an enum case") else { return nil }
            guard !Self.isAbsent(entry.value) else { return EnumCaseDeclaration(name: name, payload: []) }
            let payload = paramDeclarations(entry.value, "the payload of '\(name.text)'")
            reportRepeats(payload.map(\.name), "field", of: Identifier(type.text + "." + name.text, range: name.range))
            return EnumCaseDeclaration(name: name, payload: payload)
        }
    }

    /// A case or field named twice (CK0206), reported where it is named again, with the first.
    private mutating func reportRepeats(_ names: [Identifier], _ what: String, of type: Identifier) {
        var seen: [String: Identifier] = [:]
        for name in names {
            guard let first = seen[name.text] else {
                seen[name.text] = name
                continue
            }
            report(
                .duplicateName, "\(type.text) has the \(what) '\(name.text)' twice", at: name.range,
                labels: [.init(location(first.range), "first named here")], help: "remove this one, or rename it")
        }
    }

    /// `true` or `false`, and nothing else: `yes`, `no`, `on`, `off` get CK0210.
    mutating func boolean(_ node: YAMLNode) -> Bool? {
        guard let text = scalar(node, "a yes/no value") else { return nil }
        if case .scalar(_, .plain) = node.value {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        let meant = ["yes": "true", "on": "true", "y": "true", "no": "false", "off": "false", "n": "false"][
            text.lowercased()]
        report(
            .invalidBoolean, "'\(text)' is not a boolean; write true or false", at: node.range,
            help: meant.map { "write '\($0)'" } ?? "write 'true' or 'false'",
            fixIts: meant.map { [Diagnostic.FixIt(location(node.range), replacement: $0)] } ?? [])
        return nil
    }
}
