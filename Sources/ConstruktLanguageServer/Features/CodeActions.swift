import ConstruktDiagnostics
import ConstruktReports

/// `textDocument/codeAction`: a quick fix for every fix-it of the diagnostics that touch the
/// requested range, each a workspace edit.
struct CodeActions {
    var context: FeatureContext

    func json(range: LSPRange?) -> JSONValue {
        let diagnostics = context.analysis?.diagnostics[context.path] ?? []
        var actions: [JSONValue] = []
        for diagnostic in diagnostics.sortedForReport() where !diagnostic.fixIts.isEmpty {
            let diagnosticRange = context.lines.range(of: diagnostic.location.range)
            if let range, diagnosticRange.end < range.start || range.end < diagnosticRange.start { continue }
            var changes: [String: [JSONValue]] = [:]
            for fixIt in diagnostic.fixIts {
                let lines =
                    fixIt.location.path == context.path
                    ? context.lines
                    : LineIndex(
                        bytes: context.analysis?.documents[fixIt.location.path]?.file.bytes ?? [],
                        encoding: context.lines.encoding)
                changes[context.uriOf(fixIt.location.path), default: []].append(
                    ["range": lines.range(of: fixIt.location.range).json, "newText": .string(fixIt.replacement)])
            }
            let title = diagnostic.help ?? "Apply the fix for \(diagnostic.code.id)"
            actions.append([
                "title": .string(title),
                "kind": "quickfix",
                "diagnostics": [
                    DiagnosticConversion.json(diagnostic, lines: { _ in context.lines }, uri: context.uriOf) ?? .null
                ],
                "edit": ["changes": .object(changes.mapValues { .array($0) })],
            ])
        }
        return .array(actions)
    }
}
