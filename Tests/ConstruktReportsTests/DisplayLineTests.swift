import ConstruktDiagnostics
import Testing

@testable import ConstruktReports

@Suite struct DisplayLineTests {
    @Test func wideCharactersTakeTwoCellsAndCombiningMarksNone() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of("日") == 2)
        #expect(DisplayWidth.of("한") == 2)
        #expect(DisplayWidth.of("Ａ") == 2)
        #expect(DisplayWidth.of("🎉") == 2)
        #expect(DisplayWidth.of("\u{301}") == 0)
        #expect(DisplayWidth.of("\u{200D}") == 0)
        #expect(DisplayWidth.of("\u{FE0F}") == 0)
        #expect(DisplayWidth.of("é") == 1)
    }

    @Test func cellsFollowColumnsThroughWideAndCombiningCharacters() {
        let line = DisplayLine("a日e\u{301}🎉b")
        #expect(line.scalarCount == 6)
        #expect((1...7).map(line.cell(atColumn:)) == [0, 1, 3, 4, 4, 6, 7])
        #expect(line.cell(atColumn: 9) == 9)
    }

    @Test func tabsExpandToTheNextMultipleOfFour() {
        let line = DisplayLine("\tab\tc")
        #expect(line.text == "    ab  c")
        #expect((1...6).map(line.cell(atColumn:)) == [0, 4, 5, 6, 8, 9])
        #expect(line.firstContentColumn == 2)
    }

    @Test func aRangeOfCellsTakesTheCharactersWhollyInsideIt() {
        let line = DisplayLine("a日e\u{301}🎉b")
        #expect(line.width == 7)
        #expect(line.columns(within: 0..<7) == 0..<6)
        // 日 takes cells 1 and 2: cut through, it is left out on either side.
        #expect(line.columns(within: 2..<7) == 2..<6)
        #expect(line.columns(within: 0..<2) == 0..<1)
        // The accent after e stays with it, and alone at the start it is dropped.
        #expect(line.columns(within: 3..<4) == 2..<4)
        #expect(line.columns(within: 4..<7) == 4..<6)
        #expect(line.text(ofColumns: 1..<4) == "日e\u{301}")
        #expect(line.startCell(ofColumn: 4) == 4)
        #expect(line.startCell(ofColumn: 9) == 7)
    }

    @Test func aTabInAPartKeepsTheWidthItHasInTheWholeLine() {
        let line = DisplayLine("ab\tc")
        #expect(line.text(ofColumns: 2..<4) == "  c")
    }

    @Test func controlCharactersPrintAsVisibleStandIns() {
        #expect(DisplayLine("a\u{1B}[31mb\u{0}\u{7F}").text == "a\u{241B}[31mb\u{2400}\u{2421}")
        #expect(DisplayLine("x\u{202E}y\u{85}").text == "x\u{FFFD}y\u{FFFD}")
    }
}
