import Foundation

/// A readable line diff for test failures: each changed line, `- ` expected and `+ ` actual, with
/// two unchanged lines of context around each change and `…` where unchanged lines are left out.
/// Escape characters and trailing spaces are made visible, since they are what usually differs.
public enum LineDiff {
    public static func render(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [(text: String, changed: Bool)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                lines.append(("- \(i + 1): " + visible(old[i]), true))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                lines.append(("+ \(j + 1): " + visible(new[j]), true))
                j += 1
            } else {
                lines.append(("  \(i + 1): " + visible(old[i]), false))
                i += 1
                j += 1
            }
        }
        let shown = lines.indices.filter { index in
            lines[max(0, index - 2)...min(lines.count - 1, index + 2)].contains { $0.changed }
        }
        var output: [String] = []
        for (position, index) in shown.enumerated() {
            if position > 0, shown[position - 1] != index - 1 { output.append("…") }
            output.append(lines[index].text)
        }
        return output.joined(separator: "\n")
    }

    private static func visible(_ line: String) -> String {
        var shown = line.replacingOccurrences(of: "\u{1B}", with: "\\e")
        if shown.hasSuffix(" ") { shown += "⏎" }
        return shown
    }
}
