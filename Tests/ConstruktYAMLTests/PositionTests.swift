import ConstruktDiagnostics
import ConstruktYAML
import Testing

@Suite struct PositionTests {
    @Test func rangesOnMultibyteLinesCountUnicodeScalars() throws {
        let result = load("tïtle: \"héllo wörld\"\nnext: ✓ done\n")
        let root = try #require(result.document?.root)
        let entries = try #require(root.mappingEntries)
        #expect(entries[0].key.range.description == "1:1-1:6")
        #expect(entries[0].value.range.description == "1:8-1:21")
        #expect(entries[0].value.range.start.offset == 8)
        #expect(entries[0].value.range.end.offset == 23)
        #expect(entries[1].value.range.description == "2:7-2:13")
    }

    @Test func diagnosticsOnMultibyteLinesPointAtTheToken() {
        let result = load("tïtle: [✓, *alias]\n")
        #expect(result.summary == ["CK0111 1:12"])
    }

    @Test(arguments: ["\r\n", "\r"])
    func otherLineBreaksGiveTheSameTreeAndLinesAsLF(newline: String) throws {
        let lines = [
            "screen: Home", "title: \"a\"", "items:", "  - one", "  - ü: 2", "text: |", "  line 1", "  line 2", "",
        ]
        let reference = try #require(load(lines.joined(separator: "\n")).document)
        let other = try #require(load(lines.joined(separator: newline)).document)
        #expect(other.treeDump() == reference.treeDump())
        #expect(other.root?["text"]?.scalarText == "line 1\nline 2\n")
    }

    @Test(arguments: ["\r\n", "\r"])
    func diagnosticLinesAreTheSameWithOtherLineBreaks(newline: String) {
        let text = ["a: 1", "b: 2", "a: 3", "c: *x"].joined(separator: newline)
        #expect(load(text).summary == ["CK0114 3:1", "CK0111 4:4"])
    }

    @Test func leadingByteOrderMarkIsAcceptedAndNotColumnOne() throws {
        let result = load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8))
        let root = try #require(result.document?.root)
        #expect(root.range.start == SourcePosition(line: 1, column: 1, offset: 3))
        #expect(root["a"]?.range.description == "1:4-1:5")
    }
}
