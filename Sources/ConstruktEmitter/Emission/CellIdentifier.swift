/// A cell's identifier in a CollectionView's diffable data source. UIKit requires every item of a
/// snapshot to be unique across all its sections, where a screen's ids are unique within one
/// section (Docs/language.md, Lists): two sections over movies share ids as soon as a movie is
/// both popular and top rated. So the emitter qualifies each id with its section's name, as one
/// writes it by hand (`id: "popular-\(movie.id)"`); section names are identifiers, without a `-`,
/// so no two sections' ids meet.
enum CellIdentifier {
    /// The Swift of the identifier of a cell whose id in its section is `identity` (Swift code):
    /// a string literal joined to the section's name, any other value interpolated, an optional
    /// one through `String(describing:)` as string interpolation warns on an optional.
    static func swift(_ identity: String, isOptional: Bool, inSection section: String) -> String {
        if identity.count >= 2, identity.hasPrefix("\""), identity.hasSuffix("\""),
            !identity.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" })
        {
            return "\"\(section)-" + identity.dropFirst()
        }
        let shown = isOptional ? "String(describing: \(identity))" : identity
        return "\"\(section)-\\(\(shown))\""
    }
}
