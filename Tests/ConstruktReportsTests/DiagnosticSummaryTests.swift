import ConstruktDiagnostics
import ConstruktReports
import Testing

@Suite struct DiagnosticSummaryTests {
    private func diagnostics(_ severities: [Severity]) -> [Diagnostic] {
        let location = SourceLocation(
            path: "a.yaml", range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        return severities.map { Diagnostic(.emptyFile, "m", at: location, severity: $0) }
    }

    @Test func countsErrorsAndWarningsButNotNotes() {
        let summary = DiagnosticSummary(diagnostics([.error, .warning, .note, .error]))
        #expect(summary.errors == 2)
        #expect(summary.warnings == 1)
        #expect(summary.text == "2 errors, 1 warning")
    }

    @Test func zeroCountsAreLeftOut() {
        #expect(DiagnosticSummary(diagnostics([.error])).text == "1 error")
        #expect(DiagnosticSummary(diagnostics([.warning, .warning])).text == "2 warnings")
    }

    @Test func nothingButNotesIsNoProblems() {
        #expect(DiagnosticSummary([]).text == "no problems")
        #expect(DiagnosticSummary(diagnostics([.note])).text == "no problems")
    }
}
