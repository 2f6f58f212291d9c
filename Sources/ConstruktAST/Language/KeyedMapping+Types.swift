/// The keys of a `*.types.yaml` file and of a model type (Docs/language.md, A screen file).
extension KeyedMapping {
    public static let typesFile = KeyedMapping(
        title: "A construkt types file (*.types.yaml)",
        doc: "Model types shared by several screens. Docs/language.md, A screen file.",
        keys: [
            LanguageKey(
                "types", .typeDeclarations, required: true, title: "Types",
                doc: "Structs, external structs, String-backed enums and enums with payloads, by UpperCamelCase name.")
        ]
    )

    /// `{ enum: [action, comedy] }`.
    public static let enumType = KeyedMapping(
        title: "An enum",
        doc: "A String-backed enum: `{ enum: [action, comedy] }`.",
        keys: [
            LanguageKey(
                "enum", .list(.lowerName), required: true, title: "Enum cases",
                doc: "The cases of a String-backed enum, lowerCamelCase, in order.")
        ]
    )

    /// `{ cases: { idle:, loaded: { movies: [Movie] } } }`.
    public static let payloadEnumType = KeyedMapping(
        title: "An enum with payloads",
        doc: "An enum whose cases may carry named fields: `{ cases: { idle: , loaded: { movies: [Movie] } } }`.",
        keys: [
            LanguageKey(
                "cases", .dictionary(keys: .lowerName, values: .either([.nothing, .paramDeclarations])), required: true,
                title: "Enum cases",
                doc: "The cases in order, lowerCamelCase, each with nothing or its payload's fields and their types.")
        ]
    )

    /// `{ fields: {…}, external: true }`.
    public static let structType = KeyedMapping(
        title: "A struct spelled out",
        doc: "`{ fields: {…}, external: true }`.",
        keys: [
            LanguageKey(
                "fields", .paramDeclarations, title: "Fields", doc: "The struct's fields and their types, in order."),
            LanguageKey(
                "external", .boolean, title: "External",
                doc: "`true`: the struct is defined in Swift and not generated."),
        ],
        atLeastOneOf: ["fields", "external"]
    )
}
