import ConstruktDiagnostics
import Testing

/// Layout cases of the human format that the golden file does not show.
@Suite struct HumanRendererTests {
    let file = SourceFile(path: "s.yaml", text: (1...12).map { "line\($0): v" }.joined(separator: "\n") + "\n")

    private func location(_ start: (Int, Int), _ end: (Int, Int)) -> ConstruktDiagnostics.SourceLocation {
        ConstruktDiagnostics.SourceLocation(
            path: "s.yaml",
            range: SourceRange(
                start: file.position(zeroBasedLine: start.0 - 1, column: start.1 - 1),
                end: file.position(zeroBasedLine: end.0 - 1, column: end.1 - 1)
            )
        )
    }

    private func render(_ diagnostic: Diagnostic) -> String {
        HumanRenderer(useColor: false).render([diagnostic], sources: ["s.yaml": file])
    }

    @Test func longRangeShowsItsFirstAndLastLinesWithTheGapElided() {
        let diagnostic = Diagnostic(.tooManyNodes, "too many", at: location((2, 7), (11, 1)))
        #expect(render(diagnostic) == """
            error[CK0117]: too many
              --> s.yaml:2:7
               |
             2 | line2: v
               |       ^^ from here…
               ·
            10 | line10: v
               | ^^^^^^^^^ …to here

            """)
    }

    @Test func marksOnOneLineComeInColumnOrder() {
        let diagnostic = Diagnostic(
            .duplicateKey, "twice", at: location((3, 8), (3, 9)),
            labels: [.init(location((3, 1), (3, 6)), "key"), .init(location((3, 9), (3, 9)), "end")]
        )
        #expect(render(diagnostic) == """
            error[CK0114]: twice
             --> s.yaml:3:8
              |
            3 | line3: v
              | ----- key
              |        ^
              |         - end

            """)
    }

    @Test func rangeBeyondTheSourceShowsOnlyThePosition() {
        let far = ConstruktDiagnostics.SourceLocation(
            path: "s.yaml", range: SourceRange(at: SourcePosition(line: 40, column: 2, offset: 500))
        )
        let diagnostic = Diagnostic(.yamlSyntax, "cut short", at: far, help: "close it")
        #expect(render(diagnostic) == """
            error[CK0107]: cut short
              --> s.yaml:40:2
               = help: close it

            """)
    }
    @Test func escapeSequencesInMessagesCannotReachTheTerminal() {
        let diagnostic = Diagnostic(
            .unquotedExpression, "key '\u{1B}[2J'", at: location((1, 1), (1, 5)),
            labels: [.init(location((1, 1), (1, 5)), "two\nlines")]
        )
        #expect(render(diagnostic) == """
            error[CK0121]: key '\u{241B}[2J'
             --> s.yaml:1:1
              |
            1 | line1: v
              | ^^^^ two lines

            """)
    }
}
