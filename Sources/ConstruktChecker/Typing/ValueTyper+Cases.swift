import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// Values of enums declared with `cases:`, written as plain values: a case that carries nothing by
/// its name (`idle`), a case with a payload as a one-key mapping (`{ loaded: { movies: $list } }`).
extension ValueTyper {
    /// `idle`: a case written by its name, which must carry nothing.
    mutating func payloadlessCase(_ text: String, of name: String, node: YAMLNode, reference: MeantReference?)
        -> TypedValue?
    {
        let type = ValueType.payloadEnumeration(name)
        let cases = types.payloadCases(name)
        let location = SourceLocation(path: source.path, range: node.range)
        guard let declared = cases.first(where: { $0.name.text == text }) else {
            // A types file with an error of its own may have lost the case: that error is the report.
            guard types.declarationsAreComplete else { return nil }
            let names = cases.map(\.name.text)
            let misspelt = MisspeltMember(text, among: names)
            report(
                .typeMismatch, "'\(text)' is not a case of \(name)", at: node.range,
                notes: ["cases: " + names.joined(separator: ", ")],
                help: reference?.help ?? misspelt.help,
                fixIts: reference?.fixIts(at: location) ?? misspelt.fixIts(at: location))
            return nil
        }
        guard declared.payload.isEmpty else {
            report(
                .typeMismatch, "the case '\(text)' of \(name) carries values", at: node.range,
                help: "write '{ \(text): { " + declared.payload.map { "\($0.name.text): …" }.joined(separator: ", ")
                    + " } }'")
            return nil
        }
        return TypedValue(.enumCase(text, payload: []), type: type, range: node.range)
    }

    /// `{ loaded: { movies: … } }`: one case and its payload's fields, every one written but an
    /// optional one, which is nil when left out.
    mutating func enumCase(of name: String, entries: [YAMLMappingEntry], node: YAMLNode, scope: Scope) -> TypedValue? {
        let names = types.payloadCases(name).map(\.name.text)
        guard entries.count == 1, let entry = entries.first, let caseName = entry.key.scalarText else {
            report(
                .typeMismatch, "a \(name) written as a mapping has one key, its case", at: node.range,
                notes: ["cases: " + names.joined(separator: ", ")],
                help: "write '{ case: { field: value } }', or a case that carries nothing by its name")
            return nil
        }
        let keyLocation = SourceLocation(path: source.path, range: entry.key.range)
        guard let payload = types.payload(of: caseName, in: name) else {
            if names.contains(caseName) || !types.declarationsAreComplete { return nil }
            report(
                .typeMismatch, "'\(caseName)' is not a case of \(name)", at: entry.key.range,
                notes: ["cases: " + names.joined(separator: ", ")],
                help: NameSuggestion.help(for: caseName, among: names),
                fixIts: NameSuggestion.fixIts(for: caseName, among: names, at: keyLocation))
            return nil
        }
        let fieldEntries: [YAMLMappingEntry]
        switch entry.value.value {
        case .scalar where Self.isEmpty(entry.value):
            fieldEntries = []
        case .mapping(let written, _):
            fieldEntries = written
        default:
            report(
                .typeMismatch, "the payload of '\(caseName)' is a mapping of its fields", at: entry.value.range,
                help: "write '{ \(caseName): { " + payload.map { "\($0.name): …" }.joined(separator: ", ") + " } }'")
            return nil
        }
        var typed: [String: TypedValue] = [:]
        var ok = true
        for field in fieldEntries {
            guard let key = field.key.scalarText else { continue }
            guard let type = payload.first(where: { $0.name == key })?.type else {
                let fields = payload.map(\.name)
                report(
                    .unknownMember, "the case '\(caseName)' of \(name) has no field '\(key)'", at: field.key.range,
                    help: NameSuggestion.help(for: key, among: fields)
                        ?? (fields.isEmpty ? "it carries nothing: write '\(caseName)'" : nil),
                    fixIts: NameSuggestion.fixIts(
                        for: key, among: fields, at: SourceLocation(path: source.path, range: field.key.range)))
                ok = false
                continue
            }
            if let value = check(field.value, expected: type, scope: scope) { typed[key] = value } else { ok = false }
        }
        let missing = payload.filter { field in
            if typed[field.name] != nil || fieldEntries.contains(where: { $0.key.scalarText == field.name }) {
                return false
            }
            if case .optional = field.type { return false }
            return true
        }
        if !missing.isEmpty {
            report(
                .typeMismatch,
                "the case '\(caseName)' of \(name) needs " + missing.map { "'\($0.name)'" }.joined(separator: ", "),
                at: entry.value.range)
            ok = false
        }
        guard ok else { return nil }
        let fields = payload.map { field in
            TypedValue.Field(
                name: field.name,
                value: typed[field.name]
                    ?? TypedValue(
                        .expression(TypedExpression(.nilLiteral, type: field.type, range: node.range)),
                        type: field.type, range: node.range))
        }
        return TypedValue(.enumCase(caseName, payload: fields), type: .payloadEnumeration(name), range: node.range)
    }

    private static func isEmpty(_ node: YAMLNode) -> Bool {
        if case .scalar("", .plain) = node.value { return true }
        return false
    }
}
