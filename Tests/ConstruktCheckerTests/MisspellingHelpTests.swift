import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// The help and fix-its for names written the SwiftUI way or ConstruktKit's other way: what an
/// iOS engineer new to the catalog types first.
@Suite struct MisspellingHelpTests {
    /// The diagnostics of one screen whose body is `node`, as help text and fix-it replacements.
    private func problems(_ node: String) -> [(help: String?, fixes: [String], notes: [String])] {
        let yaml = "screen: S\nbody:\n  VStackView:\n    - \(node)\n"
        guard let document = YAMLLoader.load(SourceFile(path: "S.screen.yaml", text: yaml)).document else { return [] }
        let (_, diagnostics) = FrontEnd.check([document])
        return diagnostics.map { ($0.help, $0.fixIts.map(\.replacement), $0.notes) }
    }

    @Test(arguments: [("Label: Hi", "LabelView"), ("SliderView: {}", "Slider"), ("ButtonView: { title: A }", nil)])
    func aComponentNameWithOrWithoutViewFindsItsTwin(node: String, twin: String?) {
        let found = problems(node)
        guard let twin else {
            #expect(found.isEmpty)
            return
        }
        #expect(
            found.map(\.help) == ["did you mean '\(twin)'? ConstruktKit names some views with 'View' and some without"])
        #expect(found.map(\.fixes) == [[twin]])
    }

    @Test func aSwiftUIComponentIsReplacedByTheOneToUse() {
        let found = problems("Text: Hi")
        #expect(found.map(\.help) == ["`Text` is SwiftUI; ConstruktKit declares it unavailable. Use LabelView."])
        #expect(found.map(\.fixes) == [["LabelView"]])
    }

    @Test(arguments: [("alignment: .center", "center"), ("color: .red", "red"), ("font: .headline", "headline")])
    func aMemberWrittenWithSwiftUIsDotIsWrittenWithout(property: String, member: String) {
        let found = problems("LabelView: { text: Hi, \(property) }")
        #expect(found.map(\.help) == ["write it without the dot: '\(member)'"])
        #expect(found.map(\.fixes) == [[member]])
    }

    @Test func aFontThatIsNoTextStyleListsTheFormsWithTheirMembersAndFields() {
        let found = problems("LabelView: { text: Hi, font: .title }")
        #expect(
            found.map(\.notes) == [
                ["Font is written as: textStyle (largeTitle, title1, title2, …), system ({ size, weight })"]
            ])
        #expect(found.map(\.help) == ["did you mean one of 'title1', 'title2', 'title3'?"])
        #expect(found.map(\.fixes) == [[]])
    }

    @Test func whatIsBelowAReplacedComponentIsCheckedAsIfFixed() {
        let found = problems("VStack: [ { LabelView: { text: Hi, opacity: 0.5 } } ]")
        #expect(
            found.map(\.help) == [
                "Stacks end in View in ConstruktKit; use VStackView", "`.opacity` is an unavailable decoy; use alpha.",
            ])
        #expect(found.map(\.fixes) == [["VStackView"], ["alpha"]])
    }

    @Test func aMisspeltPropertyWithOneNearestNameGetsAFixIt() {
        let found = problems("LabelView: { text: Hi, colr: red }")
        #expect(found.map(\.help) == ["did you mean 'color'?"])
        #expect(found.map(\.fixes) == [["color"]])
    }

    @Test func swiftUIsForEachIsTheLowerCaseControlNode() {
        let found = problems("ForEach: { items: [a] }")
        #expect(
            found.map(\.help) == [
                "'forEach' is a control node, written in lower case: '- forEach: ${items}' with 'as: item' and 'do: [...]'"
            ])
        #expect(found.map(\.fixes) == [["forEach"]])
    }
}
