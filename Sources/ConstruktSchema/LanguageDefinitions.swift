import ConstruktAST
import ConstruktReports

/// The `$defs` every language schema draws on: the value forms of Docs/language.md, built from the key
/// table where they are mappings. Each schema file carries the ones it reaches.
enum LanguageDefinitions {
    private static let scalarTypes: JSONValue = ["string", "number", "integer", "boolean", "null"]

    static func all(componentNames: [String: JSONValue]) -> [String: JSONValue] {
        var definitions: [String: JSONValue] = [
            "text": ["title": "Text", "description": "A single value read as text.", "type": scalarTypes],
            "scalar": [
                "title": "A single value",
                "description":
                    "One YAML scalar. construkt-gen reads it by the type the place expects, never by YAML 1.1 guessing, so `no`, `1.0` and `0777` are text where text is meant.",
                "type": scalarTypes,
            ],
            "boolean": [
                "title": "true or false",
                "description": "Exactly `true` or `false`; `yes`, `no`, `on` and `off` are not booleans here.",
                "anyOf": [["type": "boolean"], ["enum": ["true", "false"]]],
            ],
            "positiveInteger": [
                "title": "A whole number above zero",
                "description": "Decimal digits (`0777` is 777, never octal).",
                "anyOf": [["type": "integer", "minimum": 1], ["type": "string", "pattern": "^0*[1-9][0-9]*$"]],
            ],
            "upperName": [
                "title": "An UpperCamelCase name",
                "description": "ASCII letters and digits, starting with an upper-case letter (a Swift type name).",
                "type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$",
            ],
            "lowerName": [
                "title": "A lowerCamelCase name",
                "description":
                    "ASCII letters and digits, starting with a lower-case letter. A Swift keyword is allowed (emitted with backticks).",
                "type": "string", "pattern": "^[a-z][A-Za-z0-9]*$",
            ],
            "value": [
                "title": "A value",
                "description":
                    "A constant (`12`, `Hello`, `{ size: 14, weight: semibold }`), an expression (`${count + 1}`, `$movie.title`) or text with `${…}` inside. Which values fit is checked by `construkt-gen lint` against the expected type.",
            ],
            "type": [
                "title": "A type",
                "description":
                    "`String Int Double Float CGFloat Bool URL Date UUID Void Color Font Image Insets`, a catalog enum, a model type, `[T]`, `[K: V]` or `T?`. Unquoted, YAML reads `[Movie]` as a one-item list; that spelling is accepted too. Quote dictionary types: `\"[String: Int]\"`.",
                "anyOf": [
                    ["type": "string", "minLength": 1],
                    ["type": "array", "minItems": 1, "maxItems": 1, "items": ["$ref": "#/$defs/type"]],
                ],
            ],
        ]
        definitions.merge(declarations) { _, new in new }
        definitions.merge(behaviour) { _, new in new }
        definitions.merge(viewTree(componentNames: componentNames)) { _, new in new }
        definitions.merge(routing) { _, new in new }
        return definitions
    }

    /// A mapping from names of one definition to values of another.
    private static func dictionary(keys: String, values: String, title: String, description: String) -> JSONValue {
        [
            "title": .string(title), "description": .string(description), "type": "object",
            "propertyNames": KeyedMappingSchema.reference(keys),
            "additionalProperties": KeyedMappingSchema.reference(values),
        ]
    }

    private static var declarations: [String: JSONValue] {
        var definitions: [String: JSONValue] = [
            "valueDeclarations": dictionary(
                keys: "lowerName", values: "valueDeclaration", title: "Declarations",
                description: "Names (lowerCamelCase) with their types, in order."),
            "paramDeclarations": dictionary(
                keys: "lowerName", values: "type", title: "Params",
                description: "Names (lowerCamelCase) with their types: `{ movieId: Int }`."),
            "arguments": dictionary(
                keys: "lowerName", values: "value", title: "Arguments", description: "Named values: `{ id: $item.id }`."
            ),
            "typeDeclarations": dictionary(
                keys: "upperName", values: "typeDeclaration", title: "Model types",
                description: "Types shared by the app's screens, by UpperCamelCase name."),
        ]
        definitions["valueDeclaration"] = [
            "title": .string(KeyedMapping.valueDeclaration.title),
            "description": .string(KeyedMapping.valueDeclaration.doc),
            "anyOf": [
                KeyedMappingSchema.reference("type"), KeyedMappingSchema.object(.valueDeclaration, titled: false),
            ],
        ]
        definitions["typeDeclaration"] = [
            "title": "A model type",
            "description":
                "A struct (`{ id: Int, title: String }`), a struct spelled out (`{ fields: {…}, external: true }`), a String-backed enum (`{ enum: [action, comedy] }`), or an enum with payloads (`{ cases: { idle: , loaded: { movies: [Movie] } } }`).",
            "anyOf": [
                KeyedMappingSchema.object(.enumType, titled: false),
                KeyedMappingSchema.object(.payloadEnumType, titled: false),
                KeyedMappingSchema.object(.structType, titled: false),
                KeyedMappingSchema.reference("paramDeclarations"),
            ],
        ]
        return definitions
    }

    private static var behaviour: [String: JSONValue] {
        let keywords = KeyedMapping.statements.map { statement in
            "`\(statement.keyword)`"
                + statement.keys.dropFirst().map { $0.isRequired ? "+`\($0.name)`" : " (+`\($0.name)`)" }.joined()
        }.joined(separator: ", ")
        return [
            "statement": [
                "title": "A statement",
                "description": .string("\(keywords). A bare name sends that action."),
                "anyOf": .array(
                    [
                        [
                            "title": "back, dismiss or an action",
                            "description":
                                "`back` pops the navigation stack, `dismiss` closes the presented screen; any other name sends that action.",
                            "type": "string", "pattern": "^(back|dismiss|[a-z][A-Za-z0-9]*)$",
                        ]
                    ] + KeyedMapping.statements.map { KeyedMappingSchema.object($0, titled: false) }),
            ],
            "statements": [
                "title": "Statements",
                "description": "One statement, or a list of statements run in order.",
                "anyOf": [
                    KeyedMappingSchema.reference("statement"),
                    ["type": "array", "items": KeyedMappingSchema.reference("statement")],
                ],
            ],
            "eventHandler": [
                "title": "An event handler",
                "description":
                    "An action's name (`onTap: increment`), one statement (`{ route: detail }`) or a list of statements.",
                "$ref": "#/$defs/statements",
            ],
            "action": [
                "title": .string(KeyedMapping.action.title), "description": .string(KeyedMapping.action.doc),
                "anyOf": [
                    KeyedMappingSchema.object(.action, titled: false), KeyedMappingSchema.reference("statements"),
                ],
            ],
            "actions": dictionary(
                keys: "lowerName", values: "action", title: "Actions",
                description:
                    "Elm-style messages by lowerCamelCase name; each runs its statements to completion, or changes nothing when one fails."
            ),
        ]
    }

    private static func viewTree(componentNames: [String: JSONValue]) -> [String: JSONValue] {
        [
            "componentNode": [
                "title": "A component node",
                "description":
                    "A mapping with exactly one key, the component's UpperCamelCase name (from a catalog or a `component:` file), an `if`/`forEach`/`switch` control node, or in a component's body a `slot:` node.",
                "anyOf": [
                    [
                        "type": "object", "minProperties": 1, "maxProperties": 1,
                        "propertyNames": KeyedMappingSchema.reference("upperName"),
                        "properties": .object(componentNames),
                        "additionalProperties": KeyedMappingSchema.reference("componentContent"),
                    ],
                    KeyedMappingSchema.object(.ifNode),
                    KeyedMappingSchema.object(.forEachNode),
                    KeyedMappingSchema.object(.switchNode),
                    KeyedMappingSchema.object(.slotNode),
                ],
            ],
            "nodes": [
                "title": "Nodes",
                "description": "One component node or a list of them.",
                "anyOf": [
                    KeyedMappingSchema.reference("componentNode"),
                    ["type": "array", "items": KeyedMappingSchema.reference("componentNode")],
                ],
            ],
            "componentContent": [
                "title": "A component's content",
                "description":
                    "Properties (initializer parameters, modifiers, slots and events, as the catalog defines them, applied in the order written), a list (the default slot, such as `children`), a single value (the primary parameter: `LabelView: Hello`) or nothing (`- SpacerView:`). `id:` on any node sets its accessibility identifier. Which properties a component of another catalog or a `component:` file has is checked by `construkt-gen lint`.",
                "anyOf": [
                    ["type": scalarTypes],
                    ["type": "array"],
                    [
                        "type": "object", "propertyNames": KeyedMappingSchema.reference("lowerName"),
                        "additionalProperties": true,
                    ],
                ],
            ],
        ]
    }

    private static var routing: [String: JSONValue] {
        [
            "presentation": [
                "title": "A presentation",
                "description": "How the destination is shown.",
                "anyOf": [
                    ["enum": .array(KeyedMapping.presentationStyles.map { .string($0) })],
                    KeyedMappingSchema.object(.sheetPresentation, titled: false),
                ],
            ],
            "root": [
                "title": "A root",
                "description": "The app's structure: `navigation:`, `tabs:` or `switch:`.",
                "anyOf": [
                    KeyedMappingSchema.object(.navigationRoot),
                    KeyedMappingSchema.object(.tabsRoot),
                    KeyedMappingSchema.object(.switchRoot),
                ],
            ],
            "finder": KeyedMappingSchema.object(.finder),
        ]
    }
}
