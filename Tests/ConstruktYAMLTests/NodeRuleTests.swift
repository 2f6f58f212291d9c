import ConstruktDiagnostics
import ConstruktYAML
import Testing

@Suite struct NodeRuleTests {
    @Test func anchorsAreRejectedAtTheAnchorToken() throws {
        let diagnostic = try #require(load("base: &style\n  color: red\n").only)
        #expect(diagnostic.code == .anchor)
        #expect(diagnostic.rangeText == "1:7-1:13")
        #expect(load("a: !!str &x v\n").summary == ["CK0112 1:4", "CK0110 1:10"])
    }

    @Test func aliasesAreRejectedAtTheAliasToken() throws {
        let diagnostic = try #require(load("title: *nope\n").only)
        #expect(diagnostic.code == .alias)
        #expect(diagnostic.rangeText == "1:8-1:13")
    }

    @Test func tagsAreRejectedAtTheTagToken() throws {
        let diagnostic = try #require(load("a: !!python/object/apply:os.system [id]\n").only)
        #expect(diagnostic.code == .tag)
        #expect(diagnostic.rangeText == "1:4-1:35")
        #expect(load("a: !<tag:x> v\n").diagnostics.first?.rangeText == "1:4-1:12")
        #expect(load("a: !custom v\n").diagnostics.first?.rangeText == "1:4-1:11")
        #expect(load("a: !!str v\n").summary == ["CK0112 1:4"])
    }

    @Test func plainMergeKeysAreRejected() throws {
        let diagnostic = try #require(load("a: 1\n<<: {b: 2}\n").only)
        #expect(diagnostic.code == .mergeKey)
        #expect(diagnostic.rangeText == "2:1-2:3")
        #expect(load("\"<<\": 1\n").diagnostics.isEmpty)
    }

    @Test func duplicateKeysCiteBothPlaces() throws {
        let diagnostic = try #require(load("title: A\nother: x\ntitle: B\n").only)
        #expect(diagnostic.code == .duplicateKey)
        #expect(diagnostic.message == "duplicate key 'title'")
        #expect(diagnostic.rangeText == "3:1-3:6")
        #expect(diagnostic.labels.map(\.location.range.description) == ["1:1-1:6"])
        #expect(diagnostic.labels.first?.message == "first defined here")
    }

    @Test func duplicateKeysAreComparedAfterQuoteRemovalAndNormalisation() {
        #expect(load("title: A\n\"title\": B\n").summary == ["CK0114 2:1"])
        #expect(load("'title': A\ntitle: B\n").summary == ["CK0114 2:1"])
        #expect(load("caf\u{E9}: A\ncafe\u{301}: B\n").summary == ["CK0114 2:1"])
        #expect(load("{a: 1, a: 2}\n").summary == ["CK0114 1:8"])
    }

    @Test func keysDifferingOnlyByInvisibleCharactersAreFlagged() throws {
        let diagnostic = try #require(load("title: A\n\"ti\\u200Btle\": B\n").only)
        #expect(diagnostic.code == .duplicateKey)
        #expect(diagnostic.rangeText == "2:1-2:14")
        #expect(diagnostic.notes == ["this key holds the invisible character U+200B (ZERO WIDTH SPACE)"])
        #expect(
            load("ti\u{2060}tle: A\ntitle: B\n").diagnostics.first?.notes == [
                "the first key holds the invisible character U+2060 (WORD JOINER)"
            ])
    }

    @Test func duplicatesInLargeMappingsAreFound() {
        let keys = (0..<200).map { "key\($0): \($0)" } + ["key150: again"]
        #expect(load(keys.joined(separator: "\n")).summary == ["CK0114 201:1"])
    }

    @Test func sameKeyInDifferentMappingsIsFine() {
        #expect(load("a:\n  title: 1\nb:\n  title: 2\n").diagnostics.isEmpty)
    }
}
