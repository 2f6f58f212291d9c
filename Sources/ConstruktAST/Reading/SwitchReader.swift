import ConstruktDiagnostics
import ConstruktYAML

/// Reads `switch:` with `cases:` and `default:`, as a node and as a statement (Docs/language.md, Component nodes, Events and statements).
extension SyntaxReader {
    /// A case written with nothing (`idle:`) holds `empty`.
    mutating func switchSyntax<Body>(
        _ entries: [YAMLMappingEntry], empty: Body, body read: (inout SyntaxReader, YAMLNode) -> Body
    ) -> SwitchSyntax<Body>? {
        guard let subject = entries.value("switch") else { return nil }
        let casesNode = entries.value("cases")
        var cases: [SwitchSyntax<Body>.Case] = []
        if let casesNode, let caseEntries = mapping(casesNode, "the cases of a 'switch'") {
            for entry in caseEntries {
                guard let name = identifier(entry.key, rule: .lowerCamelCase, "a case name") else { continue }
                cases.append(.init(name: name, body: Self.isAbsent(entry.value) ? empty : read(&self, entry.value)))
            }
        }
        let fallback = entries.first { $0.key.scalarText == "default" }.map {
            (body: Self.isAbsent($0.value) ? empty : read(&self, $0.value), key: $0.key.range)
        }
        return SwitchSyntax(subject: subject, cases: cases, fallback: fallback, casesNode: casesNode)
    }
}
