import ConstruktDiagnostics

/// How one scenario went: passed, or the first step that failed; and what its steps left that
/// is likely a mistake though nothing failed (a view with content laid out at zero size).
public struct ScenarioResult: Sendable {
    public var name: String
    public var path: String
    public var failure: ScenarioFailure?
    /// Each with the step after which it was first seen.
    public var warnings: [ScenarioWarning] = []

    public var passed: Bool { failure == nil }
}

/// Something a scenario's steps left that is likely a mistake, and the step after which it was seen.
public struct ScenarioWarning: Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public var description: String { "\(location): warning: \(message)" }
}

/// The step a scenario failed at (Docs/language.md, A scenario file): where it is written, what it expected, what the
/// runtime found, and the part of the tree that matters.
public struct ScenarioFailure: Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var expected: String
    public var found: String
    /// The tree when the step failed, at most `ScenarioFailure.excerptLines` lines around the node
    /// that matters (from the top when no node does); empty when there was no tree yet.
    public var treeExcerpt: String
    /// The path (child indices from the root) of the node the failure is about, when there is one.
    public var focus: [Int]?

    /// How many lines of the tree a failure shows.
    public static let excerptLines = 30

    /// `focus` is the path of the node the excerpt is centred on.
    init(location: SourceLocation, expected: String, found: String, tree: RuntimeNode?, focus: [Int]? = nil) {
        self.location = location
        self.expected = expected
        self.found = found
        self.focus = focus
        let lines = tree.map { Array($0.lines(depth: 0)) } ?? []
        let centre = tree.flatMap { tree in focus.map { tree.lineNumber(of: $0) } } ?? 0
        let start = max(0, min(centre - Self.excerptLines / 3, lines.count - Self.excerptLines))
        let end = min(lines.count, start + Self.excerptLines)
        var excerpt = lines[start..<end]
        if start > 0 { excerpt.insert("… \(start) line\(start == 1 ? "" : "s") above", at: excerpt.startIndex) }
        if end < lines.count { excerpt.append("… \(lines.count - end) line\(lines.count - end == 1 ? "" : "s") below") }
        treeExcerpt = excerpt.joined(separator: "\n")
    }

    /// `path:line:column: expected …`, `found: …`, then the tree indented.
    public var description: String {
        var text =
            "\(location.path):\(location.range.start.line):\(location.range.start.column): expected \(expected)\n  found: \(found)"
        if !treeExcerpt.isEmpty {
            text += "\n  tree:\n" + treeExcerpt.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        }
        return text
    }
}
