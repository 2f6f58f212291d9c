import ConstruktAST
import ConstruktReports

/// The JSON Schema of the language's key table (ConstruktAST's `KeyedMapping`): a mapping becomes
/// a closed object whose properties, required keys and alternatives are the table's, and a value
/// form becomes a reference to its definition or the schema it stands for.
enum KeyedMappingSchema {
    /// A closed object with the mapping's keys, titled as the mapping.
    static func object(_ mapping: KeyedMapping, titled: Bool = true) -> JSONValue {
        var members: [String: JSONValue] = [
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: mapping.keys.map { ($0.name, property($0)) })),
            "additionalProperties": false,
        ]
        if titled {
            members["title"] = .string(mapping.title)
            members["description"] = .string(mapping.doc)
        }
        if !mapping.requiredNames.isEmpty {
            members["required"] = .array(mapping.requiredNames.map { .string($0) })
        }
        if !mapping.atLeastOneOf.isEmpty {
            members["anyOf"] = .array(mapping.atLeastOneOf.map { ["required": [.string($0)]] })
        }
        if !mapping.exactlyOneOf.isEmpty {
            members["oneOf"] = .array(
                mapping.exactlyOneOf.map { name in
                    var branch: [String: JSONValue] = ["required": [.string(name)]]
                    let excluded = mapping.key(name)?.excludes ?? []
                    if !excluded.isEmpty {
                        branch["not"] = .object(["anyOf": .array(excluded.map { ["required": [.string($0)]] })])
                    }
                    return .object(branch)
                })
        }
        return .object(members)
    }

    /// A key's schema: its value form, with the key's title and doc for hover text.
    static func property(_ key: LanguageKey) -> JSONValue {
        schema(of: key.form).merging(["title": .string(key.title), "description": .string(key.doc)])
    }

    static func schema(of form: KeyValueForm) -> JSONValue {
        switch form {
        case .text: reference("text")
        case .scalar: reference("scalar")
        case .boolean: reference("boolean")
        case .positiveInteger: reference("positiveInteger")
        case .upperName: reference("upperName")
        case .lowerName: reference("lowerName")
        case .value: reference("value")
        case .type: reference("type")
        case .valueDeclarations: reference("valueDeclarations")
        case .paramDeclarations: reference("paramDeclarations")
        case .arguments: reference("arguments")
        case .typeDeclarations: reference("typeDeclarations")
        case .statements: reference("statements")
        case .eventHandler: reference("eventHandler")
        case .actions: reference("actions")
        case .node: reference("componentNode")
        case .nodes: reference("nodes")
        case .presentation: reference("presentation")
        case .root: reference("root")
        case .finder: reference("finder")
        case .moduleName: ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"]
        case .filePath: ["type": "string", "minLength": 1]
        case .deepLinkPath: ["anyOf": [deepLinkPath, ["type": "array", "items": deepLinkPath, "minItems": 1]]]
        case .nothing: ["type": "null"]
        case .word(let words): ["enum": .array(words.map { .string($0) })]
        case .mapping(let mapping): object(mapping)
        case .dictionary(let keys, let values):
            ["type": "object", "propertyNames": schema(of: keys), "additionalProperties": schema(of: values)]
        case .list(let items): ["type": "array", "items": schema(of: items)]
        case .either(let forms): ["anyOf": .array(forms.map { schema(of: $0) })]
        }
    }

    /// One deep link: a path, or a scheme and host before one.
    private static let deepLinkPath: JSONValue = [
        "type": "string", "pattern": "^(/|[A-Za-z][A-Za-z0-9+.-]*://[A-Za-z0-9.-]+(/|$))",
    ]

    static func reference(_ definition: String) -> JSONValue {
        ["$ref": .string("#/$defs/\(definition)")]
    }
}
