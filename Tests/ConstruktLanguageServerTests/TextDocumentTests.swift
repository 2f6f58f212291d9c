import ConstruktReports
import Testing

@testable import ConstruktLanguageServer

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
        var document = TextDocument(
            uri: "file:///a.screen.yaml", version: 1, text: "screen: A\nbody:\n  LabelView: hi\n", encoding: .utf16)
        let range = LSPRange(start: LSPPosition(line: 2, character: 13), end: LSPPosition(line: 2, character: 15))
        document.apply([DidChangeParams.Change(range: range, text: "hello")], version: 2)
        #expect(document.text == "screen: A\nbody:\n  LabelView: hello\n")
        document.apply([DidChangeParams.Change(range: nil, text: "whole")], version: nil)
        #expect(document.text == "whole")
        #expect(document.version == 3)
        #expect(document.outOfStep == nil)
    }

    @Test func aRangePastTheEndPutsTheBufferOutOfStepUntilAWholeTextComes() {
        var document = TextDocument(uri: "file:///a.screen.yaml", version: 1, text: "ab\ncd\n", encoding: .utf16)
        let atEnd = LSPRange(start: LSPPosition(line: 2, character: 0), end: LSPPosition(line: 2, character: 0))
        document.apply([DidChangeParams.Change(range: atEnd, text: "ef")], version: 2)
        #expect(document.text == "ab\ncd\nef")
        #expect(document.outOfStep == nil)
        let past = LSPRange(start: LSPPosition(line: 4, character: 0), end: LSPPosition(line: 4, character: 1))
        let first = LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 1))
        document.apply(
            [DidChangeParams.Change(range: past, text: "x"), DidChangeParams.Change(range: first, text: "y")],
            version: 3)
        #expect(document.outOfStep?.contains("5:1 to 5:2 lies past the end of the buffer's 3 lines") == true)
        #expect(document.text == "ab\ncd\nef")
        document.apply(
            [DidChangeParams.Change(range: nil, text: "whole"), DidChangeParams.Change(range: first, text: "W")],
            version: 4)
        #expect(document.outOfStep == nil)
        #expect(document.text == "Whole")
    }

    @Test func aVersionThatDoesNotFollowTheLastPutsTheBufferOutOfStep() {
        var document = TextDocument(uri: "file:///a.screen.yaml", version: 5, text: "ab", encoding: .utf16)
        let first = LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
        document.apply([DidChangeParams.Change(range: first, text: "x")], version: 9)
        #expect(document.outOfStep == nil)
        document.apply([DidChangeParams.Change(range: first, text: "y")], version: 9)
        #expect(document.outOfStep == "version 9 of the buffer came after version 9")
        #expect(document.text == "xab")
        document.replaceText(with: "saved")
        #expect(document.outOfStep == nil)
    }

    @Test func aChangeWithAMalformedRangeDoesNotDecode() throws {
        let change = { (range: JSONValue) -> JSONValue in
            [
                "textDocument": ["uri": "file:///a.screen.yaml", "version": 2],
                "contentChanges": [["range": range, "text": "x"]],
            ]
        }
        let wellFormed = try change(["start": ["line": 0, "character": 1], "end": ["line": 0, "character": 2]])
            .decoded(as: DidChangeParams.self, for: "textDocument/didChange")
        #expect(wellFormed.contentChanges.first?.range?.end == LSPPosition(line: 0, character: 2))
        for malformed: JSONValue in [
            ["start": ["line": -1, "character": 0], "end": ["line": 0, "character": 0]],
            ["start": ["line": 1, "character": 0], "end": ["line": 0, "character": 0]],
            ["start": ["line": 0]], "nonsense",
        ] {
            #expect(throws: ResponseError.self) {
                try change(malformed).decoded(as: DidChangeParams.self, for: "textDocument/didChange")
            }
        }
    }
}
