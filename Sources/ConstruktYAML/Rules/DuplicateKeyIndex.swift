import ConstruktDiagnostics

/// Finds duplicate keys in one mapping. Keys are compared as decoded text (quotes removed) with
/// Swift's `==`, which is Unicode canonical equivalence, and with invisible characters
/// (U+200B–U+200D, U+2060, U+FEFF) removed, so that keys differing only by them collide too.
/// Small mappings are searched linearly in their own entries (no extra storage); a dictionary from
/// key to entry index is built once a mapping grows past `linearLimit` entries.
struct DuplicateKeyIndex {
    private static let linearLimit = 16

    private var large: [String: Int]?
    /// Whether any key seen so far holds an invisible character (then comparisons strip them).
    private var sawInvisibleCharacter = false

    /// The position in `entries` (counted from its start) of the earlier entry whose key equals
    /// `key`; registers `key`, which is about to become the next entry, when there is none.
    mutating func earlierEntry(withKey key: String, in entries: ArraySlice<YAMLMappingEntry>) -> Int? {
        let keyHasInvisible =
            Self.mayHoldInvisibleCharacter(key) && key.unicodeScalars.contains(where: CharacterRules.isInvisible)
        let stripping = sawInvisibleCharacter || keyHasInvisible
        sawInvisibleCharacter = stripping
        let comparable = stripping ? Self.withoutInvisibleCharacters(key) : key
        if large == nil, entries.count >= Self.linearLimit {
            var dictionary: [String: Int] = [:]
            for (index, entry) in entries.enumerated() {
                guard let text = entry.key.scalarText else { continue }
                let earlierComparable = stripping ? Self.withoutInvisibleCharacters(text) : text
                if dictionary[earlierComparable] == nil { dictionary[earlierComparable] = index }
            }
            large = dictionary
        }
        if large != nil {
            if let earlier = large?[comparable] { return earlier }
            large?[comparable] = entries.count
            return nil
        }
        for (index, entry) in entries.enumerated() {
            guard let text = entry.key.scalarText else { continue }
            if (stripping ? Self.withoutInvisibleCharacters(text) : text) == comparable { return index }
        }
        return nil
    }

    /// Invisible characters are encoded starting with 0xE2 or 0xEF; most keys hold neither.
    private static func mayHoldInvisibleCharacter(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in bytes.contains { $0 == 0xE2 || $0 == 0xEF } }
    }

    static func withoutInvisibleCharacters(_ key: String) -> String {
        guard mayHoldInvisibleCharacter(key), key.unicodeScalars.contains(where: CharacterRules.isInvisible) else {
            return key
        }
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
