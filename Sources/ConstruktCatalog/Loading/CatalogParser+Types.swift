import ConstruktDiagnostics
import ConstruktYAML

extension CatalogParser {
    static let formKeys = [
        "scalar", "pattern", "members", "normalize", "fields", "oneOf", "chain", "swift", "trap", "doc",
    ]
    static let fieldKeys = ["type", "required", "default", "pattern", "normalize", "swift", "onReceive", "doc"]

    func parseType(_ entry: YAMLMappingEntry) {
        guard let name = definedName(entry, "type", rule: NameRules.isTypeName, ruleText: "a Swift type name"),
            state.define(name.value, in: "types", what: "type", at: name.range)
        else { return }
        let what = "type '\(name.value)'"
        guard let kindNode = entry.value.mappingEntries?.first(where: { $0.key.scalarText == "kind" })?.value else {
            if MappingReader(
                entry.value, what: what, anchor: name.range, keys: TypeKindName.allCases.flatMap(\.keys), sink: sink)
                != nil
            {
                sink.report(
                    .missingCatalogKey, "\(what) has no 'kind'", at: name.range,
                    help: "add `kind:` with one of primitive, enum, options, value, record")
            }
            return
        }
        guard let kindText = MappingReader.scalar(kindNode, "'kind' of \(what)", sink: sink),
            let kind = MappingReader.word(kindText, "'kind' of \(what)", as: TypeKindName.self, sink: sink),
            let reader = MappingReader(entry.value, what: what, anchor: name.range, keys: kind.value.keys, sink: sink)
        else { return }
        let swift = reader.string("swift")?.value
        let typeKind: CatalogType.Kind
        switch kind.value {
        case .primitive:
            guard
                let literalText = reader.requiredString(
                    "literal", help: "say how a scalar is read, e.g. `literal: string`"),
                let literal = MappingReader.word(literalText, "'literal' of \(what)", as: LiteralKind.self, sink: sink)
            else { return }
            let swiftLiteral = reader.value("swiftLiteral").flatMap {
                template($0, rules: TemplateRules(what: "'swiftLiteral' of \(what)", holes: [.value]))
            }
            typeKind = .primitive(literal: literal.value, swiftLiteral: swiftLiteral)
        case .enum, .options:
            guard reader.has("members") else {
                reader.reportMissing("members", help: "list the members: `members: { a: .a, b: .b }`")
                return
            }
            let members = enumMembers(reader.mapping("members"), "member of \(what)")
            if members.isEmpty, let written = reader.value("members"), written.mappingEntries?.isEmpty == true {
                sink.report(
                    .catalogValueShape, "'members' of \(what) is empty: no text could name a value of it",
                    at: written.range, help: "list the members: `members: { a: .a, b: .b }`"
                )
            }
            typeKind = kind.value == .enum ? .enumeration(members: members) : .options(members: members)
        case .value:
            guard reader.has("forms") else {
                reader.reportMissing(
                    "forms", help: "give at least one form, e.g. `forms: { all: { scalar: CGFloat, swift: '…' } }`")
                return
            }
            let forms = reader.mapping("forms").compactMap { valueForm($0, typeName: name.value) }
            let exposes = reader.string("exposes")
            if let exposes, !forms.contains(where: { $0.name == exposes.value && !$0.isScalar }) {
                sink.reportUnknown(
                    .unknownCatalogReference, "'exposes' of \(what) names no mapping form '\(exposes.value)'",
                    name: exposes.value,
                    at: exposes.range, candidates: forms.filter { !$0.isScalar }.map(\.name)
                )
            }
            if swift == nil, forms.contains(where: { $0.swift != nil }) {
                reader.reportMissing(
                    "swift", help: "a value type with a whole-value rendering needs the Swift type of its values")
            }
            typeKind = .value(forms: forms, exposes: exposes?.value)
        case .record:
            guard reader.has("fields") else {
                reader.reportMissing("fields")
                return
            }
            typeKind = .record(fields: reader.mapping("fields").compactMap { recordField($0, typeName: name.value) })
        }
        if swift == nil, kind.value != .value {
            reader.reportMissing("swift", help: "give the Swift type its values have in generated code")
        }
        state.types.append(
            CatalogType(
                name: name.value, kind: typeKind, swift: swift, doc: reader.string("doc")?.value,
                definition: state.definition(at: name.range)))
    }

    /// `members: { language: swift }` in order; member names are any identifier.
    func enumMembers(_ entries: [YAMLMappingEntry], _ what: String) -> [EnumMember] {
        entries.compactMap { entry in
            guard let name = MappingReader.scalar(entry.key, what, sink: sink),
                let swift = MappingReader.scalar(
                    entry.value, "the Swift spelling of \(what) '\(name.value)'", sink: sink)
            else { return nil }
            guard NameRules.isIdentifier(name.value) else {
                sink.report(.invalidCatalogName, "\(what) '\(name.value)' is not an identifier", at: name.range)
                return nil
            }
            return EnumMember(name: name.value, swift: swift.value)
        }
    }

    func valueForm(_ entry: YAMLMappingEntry, typeName: String) -> ValueForm? {
        guard let name = definedName(entry, "form", rule: NameRules.isLowerCamelCase, ruleText: "lowerCamelCase") else {
            return nil
        }
        let what = "form '\(name.value)' of type '\(typeName)'"
        guard let reader = MappingReader(entry.value, what: what, anchor: name.range, keys: Self.formKeys, sink: sink)
        else { return nil }
        let isScalar = reader.has("scalar")
        let isMapping = reader.has("fields")
        guard isScalar != isMapping else {
            sink.report(
                .invalidValueForm,
                isScalar ? "\(what) has both 'scalar' and 'fields'" : "\(what) has neither 'scalar' nor 'fields'",
                at: name.range, help: "a scalar form has `scalar:` (the type of the text); a mapping form has `fields:`"
            )
            return nil
        }
        let shape: ValueForm.Shape
        let swift: Template?
        if isScalar {
            for key in ["oneOf", "chain"] where reader.has(key) {
                sink.report(
                    .unknownCatalogKey, "'\(key)' belongs to mapping forms, not to scalar \(what)",
                    at: reader.entry(key)!.key.range)
            }
            guard let scalarType = reader.value("scalar").flatMap({ typeExpression($0, "'scalar' of \(what)") }) else {
                return nil
            }
            let members = reader.has("members") ? enumMembers(reader.mapping("members"), "member of \(what)") : nil
            shape = .scalar(
                type: scalarType, pattern: pattern(reader, what), members: members,
                normalize: reader.word("normalize", as: TextNormalization.self)?.value)
            swift = reader.value("swift").flatMap {
                template($0, rules: TemplateRules(what: "the Swift template of \(what)", holes: [.value]))
            }
        } else {
            for key in ["pattern", "members", "normalize"] where reader.has(key) {
                sink.report(
                    .unknownCatalogKey, "'\(key)' belongs to scalar forms and fields, not to mapping \(what)",
                    at: reader.entry(key)!.key.range)
            }
            let fields = reader.mapping("fields").compactMap { formField($0, formWhat: what) }
            let oneOf = reader.stringList("oneOf")
            for item in oneOf where !fields.contains(where: { $0.name == item.value }) {
                sink.reportUnknown(
                    .unknownCatalogReference, "'oneOf' of \(what) names no field '\(item.value)'", name: item.value,
                    at: item.range, candidates: fields.map(\.name))
            }
            let chain = reader.bool("chain")
            if chain {
                for field in fields where field.swift == nil {
                    sink.report(
                        .missingCatalogKey, "field '\(field.name)' of chain \(what) has no 'swift'",
                        at: field.definitionRange ?? name.range,
                        help: "each field of a chain form renders one link, e.g. `swift: '.spacing({{value}})'`")
                }
            }
            shape = .mapping(fields: fields.map(\.field), oneOf: oneOf.map(\.value), chain: chain)
            var rules = TemplateRules(what: "the Swift template of \(what)")
            rules.fields = fields.map(\.name)
            swift = reader.value("swift").flatMap { template($0, rules: rules) }
        }
        return ValueForm(
            name: name.value, shape: shape, swift: swift, trap: reader.string("trap")?.value,
            doc: reader.string("doc")?.value)
    }

    /// A field with the range of its name, for later messages.
    struct ReadField {
        let field: FormField
        let definitionRange: SourceRange?
        var name: String { field.name }
        var swift: Template? { field.swift }
    }

    func formField(_ entry: YAMLMappingEntry, formWhat: String) -> ReadField? {
        guard let name = definedName(entry, "field", rule: NameRules.isLowerCamelCase, ruleText: "lowerCamelCase")
        else { return nil }
        let what = "field '\(name.value)' of \(formWhat)"
        guard let reader = MappingReader(entry.value, what: what, anchor: name.range, keys: Self.fieldKeys, sink: sink)
        else { return nil }
        guard let typeNode = reader.value("type") else {
            reader.reportMissing("type")
            return nil
        }
        guard let type = typeExpression(typeNode, "type of \(what)") else { return nil }
        var rules = TemplateRules(what: "the Swift template of \(what)", holes: [.value])
        rules.allowsValueFields = true
        let swift = reader.value("swift").flatMap { template($0, rules: rules, valueType: type) }
        let onReceive = reader.value("onReceive").flatMap {
            template($0, rules: TemplateRules(what: "the onReceive template of \(what)", holes: [.view, .value]))
        }
        let field = FormField(
            name: name.value, type: type, required: reader.bool("required"),
            defaultValue: reader.value("default").map(WrittenValue.init),
            pattern: pattern(reader, what), normalize: reader.word("normalize", as: TextNormalization.self)?.value,
            swift: swift, onReceive: onReceive, doc: reader.string("doc")?.value
        )
        return ReadField(field: field, definitionRange: name.range)
    }

    func recordField(_ entry: YAMLMappingEntry, typeName: String) -> RecordField? {
        guard let name = definedName(entry, "field", rule: NameRules.isLowerCamelCase, ruleText: "lowerCamelCase")
        else { return nil }
        let what = "field '\(name.value)' of record '\(typeName)'"
        guard
            let reader = MappingReader(
                entry.value, what: what, anchor: name.range, keys: ["type", "swift", "doc"], sink: sink)
        else { return nil }
        guard reader.has("type"), reader.has("swift") else {
            reader.reportMissing(reader.has("type") ? "swift" : "type")
            return nil
        }
        guard let type = typeExpression(reader.value("type")!, "type of \(what)"),
            let swift = template(
                reader.value("swift")!, rules: TemplateRules(what: "the Swift template of \(what)", holes: [.value]))
        else { return nil }
        return RecordField(name: name.value, type: type, swift: swift)
    }

    /// A `pattern:` that compiles as a Swift Regex.
    private func pattern(_ reader: MappingReader, _ what: String) -> String? {
        guard let text = reader.string("pattern") else { return nil }
        do {
            _ = try Regex(text.value)
        } catch {
            sink.report(
                .invalidPattern, "the pattern of \(what) is not a valid regular expression", at: text.range,
                notes: ["\(error)"])
            return nil
        }
        return text.value
    }
}
