/// The keys of `construkt.yaml` (Docs/language.md, construkt.yaml).
extension KeyedMapping {
    public static let configFile = KeyedMapping(
        title: "construkt.yaml",
        doc:
            "Project configuration for the CLI and the build plugin; the folder holding it is one app. Docs/language.md, construkt.yaml.",
        keys: [
            LanguageKey(
                "imports", .list(.moduleName), title: "Imports",
                doc: "Modules the generated files import: `[ConstruktKit]`."),
            LanguageKey(
                "accessLevel", .word(["internal", "public"]), title: "Access level",
                doc: "The access level of generated declarations."),
            LanguageKey(
                "catalogs", .list(.filePath), title: "Catalogs",
                doc: "Component catalogs (*.components.yaml) loaded after ConstruktKit's, relative to this file."),
            LanguageKey(
                "sourceLocations", .boolean, title: "Source locations",
                doc: "Emit `#sourceLocation` so Swift errors point at YAML lines."),
            LanguageKey("limits", .mapping(.limits), title: "Limits", doc: "Limits on the files read."),
        ]
    )

    public static let limits = KeyedMapping(
        title: "Limits",
        doc: "Limits on the files read.",
        keys: [
            LanguageKey(
                "depth", .positiveInteger, title: "Depth", doc: "The deepest nesting of collections (default 64)."),
            LanguageKey(
                "fileBytes", .positiveInteger, title: "File bytes", doc: "The largest file, in bytes (default 1048576)."
            ),
            LanguageKey(
                "scalarBytes", .positiveInteger, title: "Scalar bytes",
                doc: "The longest single value, in bytes (default 65536)."),
            LanguageKey(
                "nodes", .positiveInteger, title: "Nodes", doc: "The most YAML nodes in one file (default 100000)."),
            LanguageKey(
                "expressionBytes", .positiveInteger, title: "Expression bytes",
                doc: "The longest expression, in bytes (default 4096)."),
        ]
    )
}
