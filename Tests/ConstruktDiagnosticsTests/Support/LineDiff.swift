import Foundation

/// A readable line diff for test failures: common lines prefixed with two spaces, lines only in the
/// expected text with `- `, lines only in the actual text with `+ `. Escape characters and trailing
/// spaces are made visible, since they are what usually differs.
enum LineDiff {
    static func render(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, filled from the end.
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + visible(old[i]))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                lines.append("+ " + visible(new[j]))
                j += 1
            } else {
                lines.append("- " + visible(old[i]))
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func visible(_ line: String) -> String {
        var shown = line.replacingOccurrences(of: "\u{1B}", with: "\\e")
        if shown.hasSuffix(" ") { shown += "⏎" }
        return shown
    }
}
