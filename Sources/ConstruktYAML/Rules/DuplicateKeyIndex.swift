import ConstruktDiagnostics

/// The keys of one mapping seen so far, to find duplicates. Keys are compared as decoded text
/// (quotes removed) with Swift's `==`, which is Unicode canonical equivalence, and also with
/// invisible characters (U+200B–U+200D, U+2060, U+FEFF) removed. Small mappings are searched
/// linearly; a dictionary is built once a mapping grows past `linearLimit` keys.
struct DuplicateKeyIndex {
    /// A key seen before.
    struct Entry {
        var key: String
        var range: SourceRange
    }

    private static let linearLimit = 12

    private var small: [(comparable: String, entry: Entry)] = []
    private var large: [String: Entry]?

    /// The earlier key equal to `key`, or `nil` after registering `key` as new.
    mutating func earlierDefinition(of key: String, at range: SourceRange) -> Entry? {
        let comparable = Self.withoutInvisibleCharacters(key)
        if let large {
            if let earlier = large[comparable] { return earlier }
        } else if let match = small.first(where: { $0.comparable == comparable }) {
            return match.entry
        }
        let entry = Entry(key: key, range: range)
        if large != nil {
            large?[comparable] = entry
        } else if small.count < Self.linearLimit {
            small.append((comparable, entry))
        } else {
            var dictionary = Dictionary(small.map { ($0.comparable, $0.entry) }, uniquingKeysWith: { first, _ in first })
            dictionary[comparable] = entry
            large = dictionary
            small = []
        }
        return nil
    }

    static func withoutInvisibleCharacters(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == 0xE2 || $0 == 0xEF }),
              key.unicodeScalars.contains(where: CharacterRules.isInvisible) else { return key }
        var stripped = String.UnicodeScalarView()
        stripped.append(contentsOf: key.unicodeScalars.filter { !CharacterRules.isInvisible($0) })
        return String(stripped)
    }

    /// The invisible characters a key holds, described for a note.
    static func invisibleCharacters(in key: String) -> [String] {
        var seen: [UInt32] = []
        for scalar in key.unicodeScalars where CharacterRules.isInvisible(scalar) && !seen.contains(scalar.value) {
            seen.append(scalar.value)
        }
        return seen.map { CharacterRules.describe($0) }
    }
}
