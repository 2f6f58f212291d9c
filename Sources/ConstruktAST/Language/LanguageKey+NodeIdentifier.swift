/// `id:`, which every component node takes beside the catalog's members (Docs/language.md, Component nodes).
extension LanguageKey {
    public static let nodeIdentifier = LanguageKey(
        "id", .text,
        doc:
            "The node's accessibility identifier (a String, constant or live); scenarios find the node by it (`{ id: search }`)."
    )
}
