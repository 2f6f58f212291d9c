import ConstruktDiagnostics

/// How one scenario went: passed, or the first step that failed.
public struct ScenarioResult: Sendable {
    public var name: String
    public var path: String
    public var failure: ScenarioFailure?

    public var passed: Bool { failure == nil }
}

/// The step a scenario failed at (LANGUAGE.md §8): where it is written, what it expected, what the
/// runtime found, and the part of the tree that matters.
public struct ScenarioFailure: Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var expected: String
    public var found: String
    /// The tree when the step failed (at most `ScenarioFailure.excerptLines` lines); empty when
    /// there was no tree yet.
    public var treeExcerpt: String

    /// How many lines of the tree a failure shows.
    public static let excerptLines = 40

    init(location: SourceLocation, expected: String, found: String, tree: RuntimeNode?) {
        self.location = location
        self.expected = expected
        self.found = found
        let lines = tree?.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() ?? []
        var excerpt = lines.prefix(Self.excerptLines).joined(separator: "\n")
        if lines.count > Self.excerptLines { excerpt += "\n… \(lines.count - Self.excerptLines) more lines" }
        treeExcerpt = excerpt
    }

    /// `path:line:column: expected …`, `found: …`, then the tree indented.
    public var description: String {
        var text = "\(location.path):\(location.range.start.line):\(location.range.start.column): expected \(expected)\n  found: \(found)"
        if !treeExcerpt.isEmpty {
            text += "\n  tree:\n" + treeExcerpt.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        }
        return text
    }
}
