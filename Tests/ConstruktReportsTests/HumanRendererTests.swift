import ConstruktDiagnostics
import ConstruktReports
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
        #expect(
            render(diagnostic) == """
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
        #expect(
            render(diagnostic) == """
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
        #expect(
            render(diagnostic) == """
                error[CK0107]: cut short
                  --> s.yaml:40:2
                   = help: close it

                """)
    }
    /// A flow mapping written on one line, 300 characters wide, with `bad` at `column`.
    private static func longLine(badAt column: Int) -> String {
        String(repeating: "x", count: column - 1) + "bad" + String(repeating: "y", count: 300 - column - 2)
    }

    private func renderLong(_ lines: [String], marks: [(line: Int, column: Int, primary: Bool)]) -> String {
        let file = SourceFile(path: "l.yaml", text: lines.joined(separator: "\n") + "\n")
        func location(_ line: Int, _ column: Int) -> ConstruktDiagnostics.SourceLocation {
            ConstruktDiagnostics.SourceLocation(
                path: "l.yaml",
                range: SourceRange(
                    start: file.position(zeroBasedLine: line - 1, column: column - 1),
                    end: file.position(zeroBasedLine: line - 1, column: column + 2)
                ))
        }
        let primary = marks.first { $0.primary }!
        let diagnostic = Diagnostic(
            .duplicateKey, "twice", at: location(primary.line, primary.column),
            labels: marks.filter { !$0.primary }.map { .init(location($0.line, $0.column), "here") }
        )
        return HumanRenderer(useColor: false).render([diagnostic], sources: ["l.yaml": file])
    }

    @Test func aLongLinePrintsTheCellsAroundItsMarksBetweenEllipses() {
        let rendered = renderLong([Self.longLine(badAt: 151)], marks: [(1, 151, true)])
        let shown = String(repeating: "x", count: 40) + "bad" + String(repeating: "y", count: 77)
        #expect(
            rendered == """
                error[CK0114]: twice
                 --> l.yaml:1:151
                  |
                1 | ...\(shown)...
                  |                                            ^^^

                """)
    }

    @Test func aMarkNearTheStartOrEndOfALongLineUsesTheWidthOnTheOtherSide() {
        let nearStart = renderLong([Self.longLine(badAt: 11)], marks: [(1, 11, true)])
        #expect(
            nearStart.contains(
                "1 | " + String(repeating: "x", count: 10) + "bad" + String(repeating: "y", count: 107) + "...\n"))
        #expect(nearStart.contains("  | " + String(repeating: " ", count: 10) + "^^^\n"))
        let nearEnd = renderLong([Self.longLine(badAt: 296)], marks: [(1, 296, true)])
        #expect(nearEnd.contains("1 | ..." + String(repeating: "x", count: 115) + "bad" + "yy\n"))
        #expect(nearEnd.contains("  | " + String(repeating: " ", count: 118) + "^^^\n"))
    }

    @Test func marksFarApartOnALongLineAreAllShown() {
        let rendered = renderLong([Self.longLine(badAt: 51)], marks: [(1, 51, true), (1, 251, false)])
        #expect(
            rendered.contains(
                "1 | ..." + String(repeating: "x", count: 40) + "bad" + String(repeating: "y", count: 200) + "...\n"))
        #expect(rendered.contains("  | " + String(repeating: " ", count: 43) + "^^^\n"))
        #expect(rendered.contains("  | " + String(repeating: " ", count: 243) + "--- here\n"))
    }

    @Test func aMarkWiderThanTheWindowStopsWhereTheTextIsCut() {
        let file = SourceFile(path: "l.yaml", text: "body: [" + String(repeating: "a, ", count: 100) + "z]\n")
        let range = SourceRange(
            start: file.position(zeroBasedLine: 0, column: 6), end: file.position(zeroBasedLine: 0, column: 309))
        let diagnostic = Diagnostic(
            .duplicateKey, "a list", at: ConstruktDiagnostics.SourceLocation(path: "l.yaml", range: range))
        let rendered = HumanRenderer(useColor: false).render([diagnostic], sources: ["l.yaml": file])
        #expect(rendered.contains("1 | body: [" + String(repeating: "a, ", count: 37) + "a,...\n"))
        #expect(rendered.contains("  |       " + String(repeating: "^", count: 114) + "\n"))
    }

    @Test func aLongLineBetweenTwoMarkedLinesShowsItsStart() {
        let rendered = renderLong(
            ["a: bad", Self.longLine(badAt: 151), "c: bad"], marks: [(1, 4, true), (3, 4, false)])
        #expect(rendered.contains("2 | " + String(repeating: "x", count: 120) + "...\n"))
    }

    @Test func escapeSequencesInMessagesCannotReachTheTerminal() {
        let diagnostic = Diagnostic(
            .unquotedExpression, "key '\u{1B}[2J'", at: location((1, 1), (1, 5)),
            labels: [.init(location((1, 1), (1, 5)), "two\nlines")]
        )
        #expect(
            render(diagnostic) == """
                error[CK0121]: key '\u{241B}[2J'
                 --> s.yaml:1:1
                  |
                1 | line1: v
                  | ^^^^ two lines

                """)
    }
}
