import ConstruktReports

/// The JSON Schema of a component catalog (*.components.yaml, Schemas/CATALOG-FORMAT.md): its
/// root and the definitions it draws on.
enum CatalogFormatSchema {
    static let root: JSONValue = [
        "title": "A construkt component catalog (*.components.yaml)",
        "description":
            "Which components a screen may use and how they are checked, emitted and run headlessly. Schemas/CATALOG-FORMAT.md, formatVersion 1.",
        "type": "object",
        "properties": [
            "catalog": [
                "title": "Catalog",
                "description": "The catalog's name, unique among loaded catalogs.",
                "$ref": "#/$defs/typeName",
            ],
            "formatVersion": [
                "title": "Format version", "description": "`1`.", "anyOf": [["const": 1], ["const": "1"]],
            ],
            "module": [
                "title": "Module",
                "description": "A module generated files import when they use this catalog's components.",
                "$ref": "#/$defs/typeName",
            ],
            "libraryVersion": [
                "title": "Library version",
                "description": "The described library's version; quote it (`\"1.2.6\"`).",
                "$ref": "#/$defs/text",
            ],
            "doc": ["title": "Doc", "description": "One-line description.", "$ref": "#/$defs/text"],
            "types": [
                "title": "Types",
                "description": "Value types by name.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/typeName"],
                "additionalProperties": ["$ref": "#/$defs/catalogType"],
            ],
            "protocols": [
                "title": "Protocols",
                "description": "Swift protocols whose conformance adds modifiers.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/typeName"],
                "additionalProperties": [
                    "type": "object",
                    "properties": ["doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"]],
                    "additionalProperties": false,
                ],
            ],
            "classes": [
                "title": "Classes",
                "description": "The UIKit class tree.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/typeName"],
                "additionalProperties": [
                    "type": "object",
                    "properties": [
                        "super": [
                            "title": "super",
                            "description": "The superclass; absent only for `UIView`.",
                            "$ref": "#/$defs/typeName",
                        ],
                        "conforms": [
                            "title": "conforms",
                            "description": "Protocols this class adopts.",
                            "type": "array",
                            "items": ["$ref": "#/$defs/typeName"],
                        ],
                        "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
                    ],
                    "additionalProperties": false,
                ],
            ],
            "groups": [
                "title": "Groups",
                "description": "Generic modifiers and events per class or protocol.",
                "type": "object",
                "additionalProperties": [
                    "type": "object",
                    "properties": [
                        "appliesTo": [
                            "title": "appliesTo",
                            "description": "The class or protocol whose components get the group.",
                            "$ref": "#/$defs/typeName",
                        ],
                        "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
                        "properties": [
                            "title": "properties",
                            "description": "Modifiers by name.",
                            "type": "object",
                            "propertyNames": ["$ref": "#/$defs/lowerName"],
                            "additionalProperties": ["$ref": "#/$defs/property"],
                        ],
                        "events": [
                            "title": "events",
                            "description": "Events by name.",
                            "type": "object",
                            "propertyNames": ["$ref": "#/$defs/lowerName"],
                            "additionalProperties": ["$ref": "#/$defs/event"],
                        ],
                    ],
                    "required": ["appliesTo"],
                    "additionalProperties": false,
                ],
            ],
            "components": [
                "title": "Components",
                "description": "What a screen node may be, by name.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/typeName"],
                "additionalProperties": ["$ref": "#/$defs/component"],
            ],
            "decoys": [
                "title": "Decoys",
                "description": "Wrong spellings and their help. CATALOG-FORMAT.md §14.",
                "type": "object",
                "properties": [
                    "names": [
                        "title": "names",
                        "description": "Wrong name → `{ kind, use, help }`.",
                        "type": "object",
                        "additionalProperties": [
                            "type": "object",
                            "properties": [
                                "kind": [
                                    "title": "kind",
                                    "description": "What the wrong name looks like.",
                                    "enum": ["component", "property", "event"],
                                ],
                                "use": ["title": "use", "description": "The real name.", "type": "string"],
                                "help": ["title": "help", "description": "The help shown.", "$ref": "#/$defs/text"],
                            ],
                            "required": ["kind"],
                            "additionalProperties": false,
                        ],
                    ],
                    "swift": [
                        "title": "swift",
                        "description": "Swift the emitter must never produce.",
                        "type": "array",
                        "items": [
                            "type": "object",
                            "properties": [
                                "spelling": [
                                    "title": "spelling", "description": "The Swift spelling.", "type": "string",
                                ],
                                "reason": [
                                    "title": "reason",
                                    "description": "Why it is wrong.",
                                    "$ref": "#/$defs/text",
                                ],
                            ],
                            "required": ["spelling"],
                            "additionalProperties": false,
                        ],
                    ],
                ],
                "additionalProperties": false,
            ],
        ],
        "required": ["catalog", "formatVersion"],
        "additionalProperties": false,
    ]

    static let definitions: [String: JSONValue] = [
        "text": textDefinition,
        "boolean": booleanDefinition,
        "lowerName": lowerNameDefinition,
        "typeName": typeNameDefinition,
        "typeExpression": typeExpressionDefinition,
        "template": templateDefinition,
        "value": valueDefinition,
        "field": fieldDefinition,
        "form": formDefinition,
        "catalogType": catalogTypeDefinition,
        "emission": emissionDefinition,
        "property": propertyDefinition,
        "arg": argDefinition,
        "args": argsDefinition,
        "closureParams": closureParamsDefinition,
        "slot": slotDefinition,
        "event": eventDefinition,
        "component": componentDefinition,
    ]

    private static let textDefinition: JSONValue = [
        "title": "Text",
        "description": "A single value read as text.",
        "type": ["string", "number", "integer", "boolean", "null"],
    ]

    private static let booleanDefinition: JSONValue = [
        "title": "true or false",
        "description": "Exactly `true` or `false`; `yes`, `no`, `on` and `off` are not booleans here.",
        "anyOf": [["type": "boolean"], ["enum": ["true", "false"]]],
    ]

    private static let lowerNameDefinition: JSONValue = [
        "title": "A lowerCamelCase name",
        "description":
            "ASCII letters and digits, starting with a lower-case letter. A Swift keyword is allowed (emitted with backticks).",
        "type": "string",
        "pattern": "^[a-z][A-Za-z0-9]*$",
    ]

    private static let typeNameDefinition: JSONValue = [
        "title": "A Swift type name",
        "description": "Letters, digits and `_`, not starting with a digit (`_ToggleView` is a real UIKit subclass).",
        "type": "string",
        "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
    ]

    private static let typeExpressionDefinition: JSONValue = [
        "title": "A type expression",
        "description":
            "A type name, `T?`, `[T]` or `[K: V]`, nested freely; quote it when it holds `?`, `[` or `:`. CATALOG-FORMAT.md §3.",
        "type": "string",
        "minLength": 1,
    ]

    private static let templateDefinition: JSONValue = [
        "title": "A Swift template",
        "description": "Swift text with `{{…}}` holes (CATALOG-FORMAT.md §12); quote it.",
        "type": "string",
    ]

    private static let valueDefinition: JSONValue = [
        "title": "A value",
        "description":
            "A constant (`12`, `Hello`, `{ size: 14, weight: semibold }`), an expression (`${count + 1}`, `$movie.title`) or text with `${…}` inside. Which values fit is checked by `construkt-gen lint` against the expected type.",
    ]

    private static let fieldDefinition: JSONValue = [
        "title": "A field",
        "description": "A field of a mapping form.",
        "type": "object",
        "properties": [
            "type": ["title": "type", "description": "The field's type.", "$ref": "#/$defs/typeExpression"],
            "required": [
                "title": "required",
                "description": "The field must be written (default false).",
                "$ref": "#/$defs/boolean",
            ],
            "default": [
                "title": "default",
                "description": "The value when the field is not written.",
                "$ref": "#/$defs/value",
            ],
            "pattern": [
                "title": "pattern",
                "description": "A regular expression, anchored with `^…$`, the text must match.",
                "type": "string",
            ],
            "normalize": [
                "title": "normalize",
                "description": "A rewrite applied before emission; only `expandShortHex` exists.",
                "enum": ["expandShortHex"],
            ],
            "swift": [
                "title": "swift",
                "description": "How the field renders (`{{value}}` is its value).",
                "$ref": "#/$defs/template",
            ],
            "onReceive": [
                "title": "onReceive",
                "description":
                    "Chain forms: how a live value of the field is applied, a statement over `{{view}}` and `{{value}}`; without it the field is never live.",
                "$ref": "#/$defs/template",
            ],
            "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
        ],
        "required": ["type"],
        "additionalProperties": false,
    ]

    private static let formDefinition: JSONValue = [
        "title": "A value form",
        "description":
            "A scalar form (`scalar`, `pattern`, `members`, `normalize`) or a mapping form (`fields`, `oneOf`, `chain`). CATALOG-FORMAT.md §4.",
        "type": "object",
        "properties": [
            "scalar": [
                "title": "scalar",
                "description":
                    "Scalar form: the scalar's type (a primitive, an enum, or a value type meaning any of its scalar forms).",
                "$ref": "#/$defs/typeExpression",
            ],
            "pattern": [
                "title": "pattern",
                "description": "Scalar form: a regular expression, anchored with `^…$`, the text must match.",
                "type": "string",
            ],
            "members": [
                "title": "members",
                "description": "Scalar form: the allowed spellings, each with its Swift expression.",
                "type": "object",
                "additionalProperties": ["$ref": "#/$defs/text"],
            ],
            "normalize": [
                "title": "normalize",
                "description": "Scalar form: a rewrite applied before emission; only `expandShortHex` exists.",
                "enum": ["expandShortHex"],
            ],
            "fields": [
                "title": "fields",
                "description": "Mapping form: its fields, in order.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/lowerName"],
                "additionalProperties": ["$ref": "#/$defs/field"],
            ],
            "oneOf": [
                "title": "oneOf",
                "description": "Mapping form: field names of which exactly one must be present.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "chain": [
                "title": "chain",
                "description": "Mapping form: render as the concatenation of each present field's `swift`.",
                "$ref": "#/$defs/boolean",
            ],
            "swift": [
                "title": "swift",
                "description": "The whole value in Swift; absent when only destructured (`{{value.field}}`).",
                "$ref": "#/$defs/template",
            ],
            "trap": ["title": "trap", "description": "A library pitfall this form avoids.", "$ref": "#/$defs/text"],
            "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
        ],
        "additionalProperties": false,
    ]

    private static let catalogTypeDefinition: JSONValue = [
        "title": "A value type",
        "description": "`primitive`, `enum`, `options`, `value` or `record`. CATALOG-FORMAT.md §4.",
        "anyOf": [
            [
                "type": "object",
                "properties": [
                    "kind": ["title": "kind", "description": "A built-in scalar.", "enum": ["primitive"]],
                    "swift": [
                        "title": "swift",
                        "description": "The Swift type values of this type have in generated code.",
                        "type": "string",
                    ],
                    "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
                    "literal": [
                        "title": "literal",
                        "description": "How a YAML scalar is read.",
                        "enum": ["string", "int", "float", "bool", "url", "date", "uuid", "identifier", "none"],
                    ],
                    "swiftLiteral": [
                        "title": "swiftLiteral",
                        "description": "How to write a literal when Swift has none: `URL(string: {{value}})!`.",
                        "$ref": "#/$defs/template",
                    ],
                ],
                "required": ["kind"],
                "additionalProperties": false,
            ],
            [
                "type": "object",
                "properties": [
                    "kind": [
                        "title": "kind",
                        "description": "`enum`: a closed set; `options`: an option set (one member or a list).",
                        "enum": ["enum", "options"],
                    ],
                    "swift": [
                        "title": "swift",
                        "description": "The Swift type values of this type have in generated code.",
                        "type": "string",
                    ],
                    "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
                    "members": [
                        "title": "members",
                        "description":
                            "Language spelling → Swift spelling, in order: `{ scaleAspectFit: .scaleAspectFit }`.",
                        "type": "object",
                        "additionalProperties": ["$ref": "#/$defs/text"],
                    ],
                ],
                "required": ["kind"],
                "additionalProperties": false,
            ],
            [
                "type": "object",
                "properties": [
                    "kind": [
                        "title": "kind",
                        "description": "A structured value with one or more spellings.",
                        "enum": ["value"],
                    ],
                    "swift": [
                        "title": "swift",
                        "description": "The Swift type values of this type have in generated code.",
                        "type": "string",
                    ],
                    "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
                    "forms": [
                        "title": "forms",
                        "description": "Form name → form, tried in order.",
                        "type": "object",
                        "additionalProperties": ["$ref": "#/$defs/form"],
                    ],
                    "exposes": [
                        "title": "exposes",
                        "description": "The mapping form whose fields are also Swift members expressions may read.",
                        "type": "string",
                    ],
                ],
                "required": ["kind"],
                "additionalProperties": false,
            ],
            [
                "type": "object",
                "properties": [
                    "kind": [
                        "title": "kind",
                        "description": "A Swift value scripts read but never write literally.",
                        "enum": ["record"],
                    ],
                    "swift": [
                        "title": "swift",
                        "description": "The Swift type values of this type have in generated code.",
                        "type": "string",
                    ],
                    "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
                    "fields": [
                        "title": "fields",
                        "description": "Member name → `{ type, swift, doc }`.",
                        "type": "object",
                        "additionalProperties": [
                            "type": "object",
                            "properties": [
                                "type": [
                                    "title": "type",
                                    "description": "The member's type.",
                                    "$ref": "#/$defs/typeExpression",
                                ],
                                "swift": [
                                    "title": "swift",
                                    "description": "Renders the member access (`{{value}}.size`).",
                                    "$ref": "#/$defs/template",
                                ],
                                "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
                            ],
                            "required": ["type"],
                            "additionalProperties": false,
                        ],
                    ],
                ],
                "required": ["kind"],
                "additionalProperties": false,
            ],
        ],
    ]

    private static let emissionDefinition: JSONValue = [
        "title": "An emission",
        "description":
            "How a value is emitted: a template (short for `{ at: modifier, swift: … }`) or `{ at, swift, accepts }`. CATALOG-FORMAT.md §9.",
        "anyOf": [
            ["$ref": "#/$defs/template"],
            [
                "type": "object",
                "properties": [
                    "at": [
                        "title": "at",
                        "description":
                            "`init`: an initializer argument; `method`: a struct method; `modifier`: a generic modifier (default).",
                        "enum": ["init", "method", "modifier"],
                    ],
                    "swift": [
                        "title": "swift",
                        "description": "A template, or form name → template (`expression` for an expression value).",
                        "anyOf": [
                            ["$ref": "#/$defs/template"],
                            ["type": "object", "additionalProperties": ["$ref": "#/$defs/template"]],
                        ],
                    ],
                    "accepts": [
                        "title": "accepts",
                        "description": "The binding Value types the library's overloads take.",
                        "type": "array",
                        "items": ["type": "string"],
                    ],
                ],
                "required": ["swift"],
                "additionalProperties": false,
            ],
        ],
    ]

    private static let propertyDefinition: JSONValue = [
        "title": "A property",
        "description": "An initializer parameter, a struct method or a generic modifier. CATALOG-FORMAT.md §8.",
        "type": "object",
        "properties": [
            "type": ["title": "type", "description": "The property's type.", "$ref": "#/$defs/typeExpression"],
            "doc": [
                "title": "doc",
                "description": "Documentation; editors show it as hover text.",
                "$ref": "#/$defs/text",
            ],
            "required": [
                "title": "required",
                "description": "Must be written (default false).",
                "$ref": "#/$defs/boolean",
            ],
            "default": [
                "title": "default",
                "description": "The value when not written, spelled as in a screen.",
                "$ref": "#/$defs/value",
            ],
            "emitDefault": [
                "title": "emitDefault",
                "description": "Emit `const` with `default` when the property is absent.",
                "$ref": "#/$defs/boolean",
            ],
            "forms": [
                "title": "forms",
                "description": "The forms of a value type accepted here.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "requires": [
                "title": "requires",
                "description": "Valid only when these properties are written too.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "aliases": [
                "title": "aliases",
                "description": "Other accepted spellings, normalised to this name.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "internal": [
                "title": "internal",
                "description": "Not writable in screens; emitted through `emitDefault`.",
                "$ref": "#/$defs/boolean",
            ],
            "onlyInside": [
                "title": "onlyInside",
                "description": "The library reads the value only inside these parent components.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "const": ["title": "const", "description": "How a constant value is emitted.", "$ref": "#/$defs/emission"],
            "oneWay": [
                "title": "oneWay",
                "description": "How a live value is emitted through a library binding variant.",
                "$ref": "#/$defs/emission",
            ],
            "twoWay": [
                "title": "twoWay",
                "description": "How a two-way `$state` value is emitted.",
                "$ref": "#/$defs/emission",
            ],
            "onReceive": [
                "title": "onReceive",
                "description":
                    "A statement over `{{view}}` and `{{value}}` applying a live value without a binding variant, or form name → statement, where `{{value.f}}` is a field written as a constant. CATALOG-FORMAT.md §9.",
                "anyOf": [
                    ["$ref": "#/$defs/template"],
                    ["type": "object", "additionalProperties": ["$ref": "#/$defs/template"]],
                ],
            ],
            "runtime": [
                "title": "runtime",
                "description": "The tree attribute this property sets; `!name` sets its negation.",
                "type": "string",
                "pattern": "^!?(text|hidden|enabled|selected|id|isOn|value|placeholder|image|animating|items)$",
            ],
            "trap": [
                "title": "trap",
                "description": "The library pitfall; shown by `explain`.",
                "$ref": "#/$defs/text",
            ],
        ],
        "required": ["type"],
        "additionalProperties": false,
    ]

    private static let argDefinition: JSONValue = [
        "title": "An arg",
        "description": "An extra input written beside a slot's nodes or an event's statements.",
        "type": "object",
        "properties": [
            "type": ["title": "type", "description": "The argument's type.", "$ref": "#/$defs/typeExpression"],
            "required": [
                "title": "required",
                "description": "Must be written (default false).",
                "$ref": "#/$defs/boolean",
            ],
            "default": ["title": "default", "description": "The value when not written.", "$ref": "#/$defs/value"],
            "binding": [
                "title": "binding",
                "description": "The Swift parameter is a ViewBinding.",
                "$ref": "#/$defs/boolean",
            ],
            "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
        ],
        "required": ["type"],
        "additionalProperties": false,
    ]

    private static let argsDefinition: JSONValue = [
        "title": "Args",
        "description": "Argument name → argument; rendered with `{{args.name}}`.",
        "type": "object",
        "propertyNames": ["$ref": "#/$defs/lowerName"],
        "additionalProperties": ["$ref": "#/$defs/arg"],
    ]

    private static let closureParamsDefinition: JSONValue = [
        "title": "Closure params",
        "description": "`\"name: Type\"` entries, in order.",
        "type": "array",
        "items": ["type": "string"],
    ]

    private static let slotDefinition: JSONValue = [
        "title": "A slot",
        "description": "Holds nodes: `children`, `content`, `cell`, `header`, …. CATALOG-FORMAT.md §10.",
        "type": "object",
        "properties": [
            "accepts": [
                "title": "accepts",
                "description": "What nodes may go in (default `views`).",
                "enum": ["views", "sections", "cells"],
            ],
            "many": [
                "title": "many",
                "description": "More than one node allowed (default false).",
                "$ref": "#/$defs/boolean",
            ],
            "required": [
                "title": "required",
                "description": "Must be filled (default false).",
                "$ref": "#/$defs/boolean",
            ],
            "builder": [
                "title": "builder",
                "description": "The Swift closure kind.",
                "enum": [
                    "ViewResultBuilder",
                    "single",
                    "AnySectionResultBuilder",
                    "AnyCellResultBuilder",
                    "AnyAnySectionContentBuilder",
                ],
            ],
            "at": [
                "title": "at",
                "description": "Where the slot goes in the Swift.",
                "enum": ["trailing", "init", "method", "modifier", "inline"],
            ],
            "swift": ["title": "swift", "description": "Default `'{ {{views}} }'`.", "$ref": "#/$defs/template"],
            "params": [
                "title": "params",
                "description": "Names the slot's content may use; also the closure parameters.",
                "$ref": "#/$defs/closureParams",
            ],
            "args": [
                "title": "args",
                "description": "Extra inputs written beside the nodes.",
                "$ref": "#/$defs/args",
            ],
            "contentKey": [
                "title": "contentKey",
                "description": "With `args`, the key under which the nodes are written (default `content`).",
                "type": "string",
            ],
            "default": [
                "title": "default",
                "description": "Used for the nodes when the slot is empty.",
                "$ref": "#/$defs/template",
            ],
            "requires": [
                "title": "requires",
                "description": "Valid only when these members are written too.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "layoutSupplementary": [
                "title": "layoutSupplementary",
                "description": "Sections only: a link appended to the section's layout chain.",
                "$ref": "#/$defs/template",
            ],
            "runtimeWhen": [
                "title": "runtimeWhen",
                "description": "The Bool arg that decides whether the nodes are in the headless tree.",
                "type": "string",
            ],
            "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
            "trap": ["title": "trap", "description": "The library pitfall.", "$ref": "#/$defs/text"],
        ],
        "required": ["at"],
        "additionalProperties": false,
    ]

    private static let eventDefinition: JSONValue = [
        "title": "An event",
        "description": "A property whose value is statements. CATALOG-FORMAT.md §11.",
        "type": "object",
        "properties": [
            "method": ["title": "method", "description": "The registration method (`onTap`).", "type": "string"],
            "at": [
                "title": "at",
                "description": "`method` or `modifier` (default).",
                "enum": ["method", "modifier"],
            ],
            "params": [
                "title": "params",
                "description": "The closure's parameters in Swift.",
                "$ref": "#/$defs/closureParams",
            ],
            "returns": [
                "title": "returns",
                "description": "The closure's return type (default `Void`).",
                "type": "string",
            ],
            "value": [
                "title": "value",
                "description": "The language type of the value the event carries (default `Void`).",
                "$ref": "#/$defs/typeExpression",
            ],
            "valueSwift": [
                "title": "valueSwift", "description": "How to get the value from the params.", "type": "string",
            ],
            "args": [
                "title": "args",
                "description": "Inputs written as `{ <args>, do: <statements> }`.",
                "$ref": "#/$defs/args",
            ],
            "swift": ["title": "swift", "description": "The registration template.", "$ref": "#/$defs/template"],
            "scope": [
                "title": "scope",
                "description": "`root`: only on the root view (host lifecycle); default `any`.",
                "enum": ["any", "root"],
            ],
            "aliases": [
                "title": "aliases",
                "description": "Other accepted spellings.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "runtime": [
                "title": "runtime",
                "description": "The headless stimulus that fires it (default `none`).",
                "enum": [
                    "tap", "type", "toggle", "select", "load", "appear", "disappear", "refresh", "submit", "none",
                ],
            ],
            "trap": ["title": "trap", "description": "The library pitfall.", "$ref": "#/$defs/text"],
            "doc": ["title": "doc", "description": "Documentation.", "$ref": "#/$defs/text"],
        ],
        "required": ["method"],
        "additionalProperties": false,
    ]

    private static let componentDefinition: JSONValue = [
        "title": "A component",
        "description": "What a screen node may be. CATALOG-FORMAT.md §7.",
        "type": "object",
        "properties": [
            "kind": [
                "title": "kind",
                "description": "Default `view`.",
                "enum": ["view", "viewBuilder", "section", "cell", "supplementary"],
            ],
            "class": [
                "title": "class",
                "description": "The Base class; required for `view` and `viewBuilder`.",
                "$ref": "#/$defs/typeName",
            ],
            "swift": [
                "title": "swift",
                "description": "The name the emitter writes (default: the component's name).",
                "$ref": "#/$defs/typeName",
            ],
            "aliasOf": [
                "title": "aliasOf",
                "description": "Everything is taken from that component; only `doc` may stand beside it.",
                "$ref": "#/$defs/typeName",
            ],
            "construct": [
                "title": "construct",
                "description": "How the value is created (default `{{swift}}({{args}})`).",
                "$ref": "#/$defs/template",
            ],
            "typeParams": [
                "title": "typeParams",
                "description": "Type variables inferred from property values (`Item`).",
                "type": "array",
                "items": ["$ref": "#/$defs/typeName"],
            ],
            "primary": [
                "title": "primary",
                "description": "Where a scalar or expression node value goes, first match wins.",
                "type": "array",
                "items": ["type": "string"],
            ],
            "defaultSlot": [
                "title": "defaultSlot",
                "description": "Where a list node value goes (`children`).",
                "type": "string",
            ],
            "properties": [
                "title": "properties",
                "description": "Own properties, hiding inherited ones.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/lowerName"],
                "additionalProperties": ["$ref": "#/$defs/property"],
            ],
            "slots": [
                "title": "slots",
                "description": "Slots by name.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/lowerName"],
                "additionalProperties": ["$ref": "#/$defs/slot"],
            ],
            "events": [
                "title": "events",
                "description": "Own events.",
                "type": "object",
                "propertyNames": ["$ref": "#/$defs/lowerName"],
                "additionalProperties": ["$ref": "#/$defs/event"],
            ],
            "exclusive": [
                "title": "exclusive",
                "description": "In each list, at most one name may be written.",
                "type": "array",
                "items": ["type": "array", "items": ["type": "string"]],
            ],
            "runtime": [
                "title": "runtime",
                "description": "What the headless runtime does with the component. CATALOG-FORMAT.md §13.",
                "type": "object",
                "properties": [
                    "node": [
                        "title": "node",
                        "description": "The node kind `run` shows (`label`, `button`, …).",
                        "type": "string",
                    ],
                    "tap": ["title": "tap", "description": "The event a `tap` step fires.", "type": "string"],
                    "toggles": [
                        "title": "toggles", "description": "The Bool property a `tap` flips.", "type": "string",
                    ],
                    "typeInto": [
                        "title": "typeInto",
                        "description": "The String property a `type` step replaces.",
                        "type": "string",
                    ],
                    "select": ["title": "select", "description": "The event a `select` step fires.", "type": "string"],
                ],
                "additionalProperties": false,
            ],
            "traps": [
                "title": "traps",
                "description": "Pitfalls of the real API the entry avoids.",
                "type": "array",
                "items": ["$ref": "#/$defs/text"],
            ],
            "doc": [
                "title": "doc",
                "description": "Hover text and the README component table.",
                "$ref": "#/$defs/text",
            ],
        ],
        "additionalProperties": false,
    ]
}
