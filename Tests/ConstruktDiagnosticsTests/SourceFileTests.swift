import ConstruktDiagnostics
import Testing

@Suite struct SourceFileTests {
    @Test func columnsCountUnicodeScalarsOnMultibyteLines() {
        let file = SourceFile(path: "a.yaml", text: "title: héllo wörld\nx: 1\n")
        let position = file.position(atOffset: Array("title: héllo w".utf8).count)
        #expect(position == SourcePosition(line: 1, column: 15, offset: 15))
        #expect(file.position(zeroBasedLine: 0, column: 14) == position)
        #expect(file.position(atOffset: 21) == SourcePosition(line: 2, column: 1, offset: 21))
    }

    @Test func crlfAndLoneCRBreakLinesLikeLF() {
        for newline in ["\n", "\r\n", "\r"] {
            let file = SourceFile(path: "a.yaml", text: ["a: 1", "bb: 2", "c: ü"].joined(separator: newline))
            #expect(file.lineCount == 3)
            #expect(file.lineText(2) == "bb: 2")
            let third = file.position(zeroBasedLine: 2, column: 3)
            #expect(third.line == 3 && third.column == 4)
            #expect(file.position(atOffset: third.offset) == third)
        }
    }

    @Test func leadingByteOrderMarkIsNotColumnOne() {
        let file = SourceFile(path: "a.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8))
        #expect(file.position(zeroBasedLine: 0, column: 0) == SourcePosition(line: 1, column: 1, offset: 3))
        #expect(file.lineText(1) == "a: 1")
    }
}
