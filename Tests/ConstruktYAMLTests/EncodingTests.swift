import ConstruktDiagnostics
import ConstruktYAML
import Testing

@Suite struct EncodingTests {
    @Test func utf16WithByteOrderMarkIsRejected() {
        let text = "a: b\n"
        let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(load(bytes: littleEndian).only?.message == "the file is encoded as UTF-16 (little-endian), not UTF-8")
        #expect(load(bytes: bigEndian).summary == ["CK0102 1:1"])
    }

    @Test func utf16And32WithoutByteOrderMarkAreRecognisedByTheirNulBytes() {
        let text = "a: b\n"
        let utf16: [UInt8] = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf32: [UInt8] = text.unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value)] }
        #expect(load(bytes: utf16).summary == ["CK0102 1:1"])
        #expect(load(bytes: utf32).only?.message == "the file is encoded as UTF-32 (big-endian), not UTF-8")
    }

    @Test(
        arguments: [
            ([0xC3, 0x28], "the sequence starting with 0xC3 is cut short: 0x28 is not a continuation byte"),
            ([0xC0, 0xAF], "0xC0 0xAF is an overlong encoding, which UTF-8 forbids"),
            ([0xED, 0xA0, 0x80], "0xED 0xA0 0x80 encodes a UTF-16 surrogate, which UTF-8 forbids"),
            ([0xE2, 0x82], "the file ends in the middle of the sequence starting with 0xE2"),
        ] as [([UInt8], String)])
    func invalidUTF8IsLocatedFromItsByteOffset(bad: [UInt8], reason: String) throws {
        let bytes = Array("title: ok\nname: ä".utf8) + bad
        let diagnostic = try #require(load(bytes: bytes).diagnostics.first)
        #expect(diagnostic.code == .invalidUTF8)
        #expect(diagnostic.location.range.start == SourcePosition(line: 2, column: 8, offset: 18))
        #expect(diagnostic.message == "invalid UTF-8: \(reason)")
    }

    @Test func byteOrderMarkAfterTheStartIsRejected() {
        #expect(load("a: b\nti\u{FEFF}tle: x\n").summary == ["CK0104 2:3"])
        #expect(load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: \u{FEFF}b\n".utf8)).summary == ["CK0104 1:4"])
    }

    @Test(arguments: [
        ("\u{0}", "U+0000 (NUL)"), ("\u{7}", "U+0007 (BEL)"), ("\u{1B}", "U+001B (ESC)"), ("\u{7F}", "U+007F (DEL)"),
        ("\u{85}", "U+0085 (NEL, next line)"), ("\u{9C}", "U+009C (a C1 control character)"),
        ("\u{2028}", "U+2028 (LINE SEPARATOR)"), ("\u{2029}", "U+2029 (PARAGRAPH SEPARATOR)"),
    ])
    func rawControlCharactersAreRejected(character: String, name: String) throws {
        let result = load("title: a\(character)b\n")
        let diagnostic = try #require(result.only)
        #expect(diagnostic.code == .controlCharacter)
        #expect(diagnostic.rangeText == "1:9-1:10")
        #expect(diagnostic.message == "the control character \(name) is not allowed")
    }

    @Test func nextLineInsidePlainScalarDoesNotSilentlySplitIt() {
        #expect(load("title: one\u{85}two: three\n").summary == ["CK0105 1:11"])
    }

    @Test(arguments: [#""\0""#, #""\x07""#, #""\e""#, #""\u0085""#, #""\r""#, #""\u2028""#, #""a\x1Fb""#])
    func controlCharactersWrittenAsEscapesAreRejectedAtTheScalar(escaped: String) throws {
        let diagnostic = try #require(load("key: 1\ntitle: \(escaped)\n").only)
        #expect(diagnostic.code == .controlCharacter)
        #expect(diagnostic.location.range.start.description == "2:8")
        #expect(diagnostic.location.range.end.column == 8 + escaped.count)
    }

    @Test func tabsAndLineFeedsInValuesAreFine() {
        #expect(load("a: \"x\\ty\\nz\"\nb: \"tab\there\"\nc: 'single\tquoted'\n").diagnostics.isEmpty)
    }
}
