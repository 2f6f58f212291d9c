/// "Did you mean …?": the known names closest to a misspelt one, by edit distance as Elm and rustc
/// do it (at most 1 edit for names of up to four characters, at most 2 otherwise; a difference of
/// case alone always counts as close).
public enum NameSuggestion {
    public static func nearest(to name: String, among candidates: some Sequence<String>) -> [String] {
        let allowed = name.count <= 4 ? 1 : 2
        let lowered = name.lowercased()
        var scored: [(String, Int)] = []
        for candidate in candidates where candidate != name {
            let distance =
                candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased(), limit: allowed)
            if distance <= allowed { scored.append((candidate, distance)) }
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// A `help:` line for the nearest names, or `nil` when none is close.
    public static func help(for name: String, among candidates: some Sequence<String>) -> String? {
        let found = nearest(to: name, among: candidates).prefix(3)
        guard let first = found.first else { return nil }
        if found.count == 1 { return "did you mean '\(first)'?" }
        return "did you mean one of " + found.map { "'\($0)'" }.joined(separator: ", ") + "?"
    }

    /// The fix-it a "did you mean 'x'?" help offers: `x` written over `location`, when exactly one
    /// known name is close (several close names are a choice the writer makes).
    public static func fixIts(for name: String, among candidates: some Sequence<String>, at location: SourceLocation)
        -> [Diagnostic.FixIt]
    {
        let found = nearest(to: name, among: candidates)
        return found.count == 1 ? [Diagnostic.FixIt(location, replacement: found[0])] : []
    }

    /// Optimal string alignment distance over Unicode scalars (insertions, deletions,
    /// substitutions and swaps of two neighbours, so `titel` is one edit from `title`), giving up
    /// (returning `limit + 1`) once every path exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if abs(left.count - right.count) > limit { return limit + 1 }
        if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}
