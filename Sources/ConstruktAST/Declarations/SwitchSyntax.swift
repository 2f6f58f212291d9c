import ConstruktDiagnostics
import ConstruktYAML

/// A `switch` as written, a node of a children list or a statement: the value switched over, its
/// cases in the order written, and an optional `default:`. `Body` is the nodes or statements each
/// case holds.
public struct SwitchSyntax<Body: Sendable>: Sendable {
    /// One case: the case's name as written and what it holds.
    public struct Case: Sendable {
        public var name: Identifier
        public var body: Body
    }

    public var subject: YAMLNode
    public var cases: [Case]
    /// What `default:` holds, and where its key is written.
    public var fallback: (body: Body, key: SourceRange)?
    /// The `cases:` mapping as written, where a fix-it adds the cases it misses.
    public var casesNode: YAMLNode?
    /// A node's `keepBranches: true`, with where it is written: a branch once built is kept and
    /// shown again, and its payload fields follow the value.
    public var keepsBranches: (value: Bool, range: SourceRange)? = nil
}
