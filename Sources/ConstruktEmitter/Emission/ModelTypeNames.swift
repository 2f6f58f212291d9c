import ConstruktCatalog

/// How the emitter spells the enums a value can have. A catalog enum (`ContentMode`) is its
/// catalog's Swift type (`UIView.ContentMode`); any other is a `types:` enum, spelled by its name.
/// The checker refuses a type named like a catalog type (CK0205), so the two cannot be confused.
enum ModelTypeNames {
    /// The Swift type of the enum `name`.
    static func enumeration(_ name: String) throws(EmitterError) -> String {
        if let type = CatalogLoader.construktKit.catalog.type(named: name), case .enumeration = type.kind,
            let swift = type.swift
        {
            return swift
        }
        return try Identifiers.source(name)
    }

    /// A `types:` enum's case as a Swift value: `MatchStatus.live`.
    static func enumerationCase(_ text: String, of name: String) throws(EmitterError) -> String {
        try Identifiers.source(name) + "." + (try Identifiers.source(text))
    }
}
