/// Did-you-mean for misspelled keys and names: the closest candidate by optimal string alignment
/// distance (insertions, deletions, substitutions, adjacent transpositions), ignoring case.
enum NameSuggestion {
    /// The closest candidate within a third of the name's length (at least 1, at most 3 edits).
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, name.count / 3))
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = self.distance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `did you mean 'x'?` or `nil`.
    static func help(for name: String, among candidates: some Sequence<String>) -> String? {
        closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
