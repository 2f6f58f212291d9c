@testable import ConstruktLanguageServer
import Testing

@Suite struct TextDocumentTests {
    @Test func positionsCountUTF16UnitsByDefaultAndBytesWhenAskedTo() {
        let text = "a: \"😀é\"\nb: 1\r\nc: 2"
        let utf16 = LineIndex(bytes: Array(text.utf8), encoding: .utf16)
        #expect(utf16.offset(of: LSPPosition(line: 0, character: 6)) == 8)
        #expect(utf16.position(of: 8) == LSPPosition(line: 0, character: 6))
        #expect(utf16.offset(of: LSPPosition(line: 2, character: 0)) == Array("a: \"😀é\"\nb: 1\r\n".utf8).count)
        let utf8 = LineIndex(bytes: Array(text.utf8), encoding: .utf8)
        #expect(utf8.offset(of: LSPPosition(line: 0, character: 8)) == 8)
    }

    @Test func outOfRangePositionsAreClamped() {
        let lines = LineIndex(bytes: Array("ab\ncd".utf8), encoding: .utf16)
        #expect(lines.offset(of: LSPPosition(line: 0, character: 99)) == 2)
        #expect(lines.offset(of: LSPPosition(line: 99, character: 0)) == 5)
        #expect(lines.position(of: 99) == LSPPosition(line: 1, character: 2))
    }

    @Test func incrementalChangesReplaceTheirRange() throws {
        var document = TextDocument(uri: "file:///a.screen.yaml", version: 1, text: "screen: A\nbody:\n  LabelView: hi\n", encoding: .utf16)
        try document.apply(["range": ["start": ["line": 2, "character": 13], "end": ["line": 2, "character": 15]], "text": "hello"])
        #expect(document.text == "screen: A\nbody:\n  LabelView: hello\n")
        try document.apply(["text": "whole"])
        #expect(document.text == "whole")
        #expect(throws: ResponseError.self) { try document.apply(["range": ["start": ["line": -1]], "text": "x"]) }
    }
}
