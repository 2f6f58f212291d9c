import ConstruktDiagnostics
import ConstruktYAML
import Testing

@Suite struct DocumentRuleTests {
    @Test func aValidFileLoadsWithoutDiagnostics() throws {
        let result = load("screen: Home\ntitle: \"Hi\"\nchildren:\n  - text: a\n  - text: b\n")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.document?.root)
        #expect(root["children"]?.sequenceItems?.count == 2)
    }

    @Test func aSecondDocumentIsRejectedAtItsStart() throws {
        let diagnostic = try #require(load("a: 1\n---\nb: 2\n").only)
        #expect(diagnostic.code == .multipleDocuments)
        #expect(diagnostic.rangeText == "2:1-2:4")
    }

    @Test func contentAfterDocumentEndMarkerIsASecondDocument() {
        #expect(load("a: 1\n...\nb: 2\n").summary == ["CK0108 3:1"])
    }

    @Test func directivesAreRejectedWithTheirLine() throws {
        let diagnostic = try #require(load("%YAML 1.1\n---\na: 1\n").only)
        #expect(diagnostic.code == .directive)
        #expect(diagnostic.rangeText == "1:1-1:10")
        #expect(diagnostic.message == "the %YAML directive is not allowed")
        #expect(load("%TAG !e! tag:example.com,2000:\n---\na: 1\n").summary == ["CK0109 1:1"])
    }

    @Test(arguments: ["", "# only a comment\n# and another\n", "---\n", "\n\n"])
    func emptyFilesAreRejected(text: String) {
        #expect(load(text).summary == ["CK0118 1:1"])
    }

    @Test(arguments: [("- a\n- b\n", "1:1-2:4"), ("just text\n", "1:1-1:10"), ("[a, b]\n", "1:1-1:7")])
    func theRootMustBeAMapping(text: String, range: String) throws {
        let diagnostic = try #require(load(text).only)
        #expect(diagnostic.code == .rootNotMapping)
        #expect(diagnostic.rangeText == range)
    }

    @Test func complexKeysAreRejected() {
        #expect(load("? [a, b]\n: c\n").summary == ["CK0119 1:3"])
        #expect(load("{a: 1}: c\n").summary == ["CK0119 1:1"])
    }

    @Test func commentGluedToAQuotedValueIsRejectedAtTheHash() throws {
        let diagnostic = try #require(load("title: \"a\"# c\n").only)
        #expect(diagnostic.code == .commentWithoutSpace)
        #expect(diagnostic.rangeText == "1:11-1:12")
        #expect(diagnostic.fixIts.first?.replacement == " ")
        #expect(load("title: 'a'# c\n").summary == ["CK0123 1:11"])
        #expect(load("list: [a]# c\n").summary == ["CK0123 1:10"])
        #expect(load("title: \"a\" # c\n").diagnostics.isEmpty)
    }

    @Test func tabIndentationIsRejectedAtTheTab() throws {
        let diagnostic = try #require(load("a:\n\tb: 1\n").only)
        #expect(diagnostic.code == .tabIndentation)
        #expect(diagnostic.rangeText == "2:1-2:2")
        #expect(load("a:\n  \tb: 1\n").summary == ["CK0106 2:3"])
        #expect(load("\tv: 1\n").summary == ["CK0106 1:1"])
    }

    @Test func tabsInsideQuotedAndBlockScalarsAreText() throws {
        let result = load("a: \"x\n\ty\"\nb: |\n  one\n  \ttwo\nc: 'p\n\tq'\n")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.document?.root)
        #expect(root["b"]?.scalarText == "one\n\ttwo\n")
    }
}
