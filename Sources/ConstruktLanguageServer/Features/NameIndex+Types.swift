import ConstruktYAML

/// The app's own types, with their enums' cases and payloads' fields and their models' fields:
/// declared under `types:`
/// (of a types file or a screen), and named by the
/// types of params, state, signals, action params, fields, payloads, the routes' state and a
/// destination's params (`[Movie]`, `Movie?`, `{ type: [Genre], default: [] }`), and by a model
/// made in an expression (`${Movie(id: 0, title: '')}`).
extension NameIndex.Walker {
    /// A `types:` mapping: each type's declaration and the types its fields and payloads name.
    mutating func typeDeclarations(_ node: YAMLNode?) {
        for type in node?.mappingEntries ?? [] {
            let name = type.key.scalarText ?? ""
            add(.type(name), type.key, declaration: true)
            let body = type.value
            if let cases = body["enum"] {
                for item in cases.sequenceItems ?? [] {
                    add(.enumCase(type: name, name: item.scalarText ?? ""), item, declaration: true)
                }
            } else if let cases = body["cases"] {
                for payload in cases.mappingEntries ?? [] {
                    let caseName = payload.key.scalarText ?? ""
                    add(.enumCase(type: name, name: caseName), payload.key, declaration: true)
                    for field in payload.value.mappingEntries ?? [] {
                        let symbol = NameSymbol.payloadField(
                            type: name, caseName: caseName, name: field.key.scalarText ?? "")
                        add(symbol, field.key, declaration: true)
                    }
                    fieldTypes(payload.value)
                }
            } else {
                let fields = body["fields"] != nil || body["external"] != nil ? body["fields"] : body
                for field in fields?.mappingEntries ?? [] {
                    add(.field(type: name, name: field.key.scalarText ?? ""), field.key, declaration: true)
                }
                fieldTypes(fields)
            }
        }
    }

    /// The types a mapping of names to types names (fields, payloads, params).
    mutating func fieldTypes(_ node: YAMLNode?) {
        for field in node?.mappingEntries ?? [] { typeSpelling(field.value) }
    }

    /// The app's types a type as written names: a scalar (`[String: Movie]?`), the one-item
    /// sequence YAML reads an unquoted `[Movie]` as, or a declaration's `type:` beside its `default:`.
    mutating func typeSpelling(_ node: YAMLNode) {
        switch node.value {
        case .scalar:
            let start = max(node.range.start.offset, 0)
            let end = min(node.range.end.offset, source.count)
            var index = start
            while index < end {
                guard Self.isUppercase(source[index]), index == start || !Self.isNameByte(source[index - 1]) else {
                    index += 1
                    continue
                }
                var nameEnd = index + 1
                while nameEnd < end, Self.isNameByte(source[nameEnd]) { nameEnd += 1 }
                found.append(
                    NameOccurrence(
                        symbol: .type(String(decoding: source[index..<nameEnd], as: UTF8.self)), path: path,
                        start: index, end: nameEnd, isDeclaration: false))
                index = nameEnd
            }
        case .sequence(let items, _):
            for item in items { typeSpelling(item) }
        case .mapping:
            if let type = node["type"] { typeSpelling(type) }
        }
    }

    static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
