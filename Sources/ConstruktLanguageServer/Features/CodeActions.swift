import ConstruktDiagnostics

/// `textDocument/codeAction`: a quick fix for every fix-it of the diagnostics that touch the
/// requested range, each a workspace edit.
struct CodeActions {
    var context: FeatureContext

    func actions(range: LSPRange?) -> [CodeAction] {
        let diagnostics = context.analysis?.diagnostics[context.path] ?? []
        var actions: [CodeAction] = []
        for diagnostic in diagnostics.sortedForReport() where !diagnostic.fixIts.isEmpty {
            let diagnosticRange = context.lines.range(of: diagnostic.location.range)
            if let range, diagnosticRange.end < range.start || range.end < diagnosticRange.start { continue }
            var changes: [String: [TextEdit]] = [:]
            for fixIt in diagnostic.fixIts {
                let lines =
                    fixIt.location.path == context.path
                    ? context.lines
                    : LineIndex(
                        bytes: context.analysis?.documents[fixIt.location.path]?.file.bytes ?? [],
                        encoding: context.lines.encoding)
                changes[context.uriOf(fixIt.location.path), default: []].append(
                    TextEdit(range: lines.range(of: fixIt.location.range), newText: fixIt.replacement))
            }
            let fixed = DiagnosticConversion.diagnostic(
                diagnostic, in: context.lines, lines: { _ in context.lines }, uri: context.uriOf)
            actions.append(
                CodeAction(
                    title: diagnostic.help ?? "Apply the fix for \(diagnostic.code.id)",
                    diagnostics: [fixed], edit: WorkspaceEdit(changes: changes)))
        }
        return actions
    }
}
