import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// A file with errors keeps what could be read of it, for the rest of its app to see.
@Suite struct PartialDocumentTests {
    @Test func aSyntaxErrorKeepsTheEntriesBeforeIt() throws {
        let loaded = YAMLLoader.load(
            SourceFile(path: "A.screen.yaml", text: "screen: A\nparams:\n  title: String\nbody: [\n"))
        #expect(loaded.document == nil)
        let root = try #require(loaded.partialDocument?.root)
        #expect(root["screen"]?.scalarText == "A")
        #expect(root["params"]?["title"]?.scalarText == "String")
    }

    @Test func anErrorThatIsNotSyntaxKeepsTheWholeTree() throws {
        let loaded = YAMLLoader.load(
            SourceFile(path: "A.screen.yaml", text: "screen: A\nscreen: B\nbody: { LabelView: x }\n"))
        #expect(loaded.diagnostics.hasErrors)
        #expect(loaded.partialDocument?.root?["body"] != nil)
    }

    @Test func aFileWithoutErrorsHasNoPartialDocument() {
        let loaded = YAMLLoader.load(SourceFile(path: "A.screen.yaml", text: "screen: A\n"))
        #expect(loaded.document != nil)
        #expect(loaded.partialDocument == nil)
    }

    /// An unclosed quote runs on to the next quote of the file; what goes wrong after it is
    /// reported once, at the opening quote.
    @Test func aRunawayQuoteIsReportedWhereItOpens() {
        let text = "screen: A\ndescription: \"Lists things.\nbody:\n  LabelView:\n    text: \"Hello\"\n"
        let loaded = YAMLLoader.load(SourceFile(path: "A.screen.yaml", text: text))
        #expect(
            loaded.diagnostics.map(\.message) == [
                "this quoted string is not closed on its line, so it runs on into the lines below"
            ])
        #expect(loaded.diagnostics.first?.location.range.start.line == 2)
        #expect(loaded.diagnostics.first?.labels.first?.location.range.start.line == 5)
    }
}
