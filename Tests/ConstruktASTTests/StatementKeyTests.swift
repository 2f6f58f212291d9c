import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// A statement's keys written the way other tools spell them: one error each, naming the key
/// meant with a fix-it, and the statement read as meant so that no second error follows.
@Suite struct StatementKeyTests {
    /// The first action's statements and every diagnostic, for `statement` written as its body.
    private func read(_ statement: String) throws -> ([Statement], [Diagnostic]) {
        let yaml = "screen: S\nactions:\n  act:\n\(statement)\nbody: { LabelView: Hi }\n"
        let loaded = YAMLLoader.load(SourceFile(path: "s.screen.yaml", text: yaml))
        let (file, diagnostics) = ConstruktFile.read(try #require(loaded.document))
        guard case .screen(let screen)? = file else { return ([], diagnostics) }
        return (screen.actions.first?.body ?? [], diagnostics)
    }

    @Test func appendWithTheItemFirstAndToTheListIsReadAsMeant() throws {
        let (statements, diagnostics) = try read("    - append: \"x\"\n      to: items")
        #expect(
            diagnostics.map(\.message) == [
                "an 'append' statement names the list after 'append' and the item under 'value'"
            ])
        #expect(diagnostics.map(\.help) == ["write 'append: items' and 'value: \"x\"'"])
        #expect(diagnostics.first?.fixIts.map(\.replacement) == ["items", "value", "\"x\""])
        guard case .append(let list, let value)? = statements.first?.kind else {
            Issue.record("not read as an append: \(statements)")
            return
        }
        #expect(list.text == "items")
        #expect(value.scalarText == "x")
    }

    @Test(arguments: [
        ("    - set: count\n      value: 1", "'value' is called 'to' in a 'set' statement", "to"),
        ("    - remove: items\n      index: 0", "'index' is called 'at' in a 'remove' statement", "at"),
        ("    - emit: done\n      with: 1", "'with' is called 'value' in an 'emit' statement", "value"),
        ("    - send: open\n      params: { id: 1 }", "'params' is called 'with' in a 'send' statement", "with"),
        ("    - append: items\n      item: 1", "'item' is called 'value' in an 'append' statement", "value"),
    ])
    func aCompanionUnderAnotherToolsNameIsReadAsTheKeyMeant(statement: String, message: String, meant: String) throws {
        let (statements, diagnostics) = try read(statement)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.map(\.help) == ["write '\(meant):'"])
        #expect(diagnostics.first?.fixIts.map(\.replacement) == [meant])
        #expect(statements.count == 1)
    }

    @Test func aMissingCompanionNamesTheStatementWithItsArticle() throws {
        let (_, diagnostics) = try read("    - append: items")
        #expect(diagnostics.map(\.message) == ["an 'append' statement needs a 'value' key"])
        #expect(diagnostics.map(\.help) == ["write the item to add: value: ${…}"])
    }
}
