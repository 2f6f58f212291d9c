import Testing

@testable import ConstruktLanguageServer

@Suite struct CursorReadingTests {
    @Test func expressionNamesSkipMembersAndStrings() {
        let text = Array(#"${movie.title + " $count " + total} and $name"#.utf8)
        #expect(ExpressionNames.scan(text[...]).map(\.name) == ["movie", "total", "name"])
    }

    /// A closure's parameters hide outer names, so reading them refers to no name of the screen,
    /// and a rename of a state of the same name leaves them alone; the names around them still count.
    @Test func expressionNamesSkipClosureParameters() {
        let text = Array(
            #"${genres.map { g in g.id == selected }.filter { $0 } + items.sorted { (a, b) in a < b }}"#.utf8)
        #expect(ExpressionNames.scan(text[...]).map(\.name) == ["genres", "selected", "items"])
        let shorthand = Array(#"${genres.filter { isOn && $0.id > 1 }}"#.utf8)
        #expect(ExpressionNames.scan(shorthand[...]).map(\.name) == ["genres", "isOn"])
    }

    @Test func theCursorInsideAnExpressionKnowsItsBase() {
        let member = ExpressionCursor(linePrefix: "  text: ${movie.ti")
        #expect(member?.base == ["movie"] && member?.partial == "ti")
        let shorthand = ExpressionCursor(linePrefix: "  text: $co")
        #expect(shorthand?.base == [] && shorthand?.partial == "co")
        #expect(ExpressionCursor(linePrefix: "  text: ${a} b") == nil)
    }

    @Test func keyPathsFollowIndentationAndListItems() {
        let text = "body:\n  VStackView:\n    children:\n      - ButtonView:\n          ti\n"
        let lines = LineIndex(bytes: Array(text.utf8), encoding: .utf16)
        let path = KeyPath(lines: lines, line: 4, indent: 10)
        #expect(path.steps.map(\.key) == ["ButtonView", "children", "VStackView", "body"])
    }

    @Test func theKeyAValueIsTypedForIsFound() {
        #expect(Completion.valueKey(in: "    onTap: inc") == "onTap")
        #expect(Completion.valueKey(in: "    onTap: { route: se") == "route")
        #expect(Completion.valueKey(in: "    - LabelView") == nil)
    }

    @Test func theFlowMappingAKeyIsTypedInIsFound() {
        #expect(Completion.openFlowKey(in: "  with: { movieId: 1, ti") == "with")
        #expect(Completion.openFlowKey(in: "  - LabelView: { font: { size: 3 }, te") == "LabelView")
        #expect(Completion.openFlowKey(in: "  with: { a: 1 } ") == nil)
    }

    @Test func fileKindsComeFromNames() {
        #expect(ConstruktFileKind(path: "/a/Home.screen.yaml") == .screen)
        #expect(ConstruktFileKind(path: "/a/construkt.yaml") == .config)
        #expect(ConstruktFileKind(path: "/a/.screen.yaml") == nil)
        #expect(ConstruktFileKind(path: "/a/notes.yaml") == nil)
    }
}
