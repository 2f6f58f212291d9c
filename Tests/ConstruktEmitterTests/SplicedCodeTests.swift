import ConstruktCatalog
import Testing

@testable import ConstruktEmitter

@Suite struct SplicedCodeTests {
    private static let cell = Template(
        text: "DynamicItemViewBuilder({{value}}) { (item: Item) in {{slots.cell}} }",
        segments: [
            .text("DynamicItemViewBuilder("), .hole(.value), .text(") { (item: Item) in "), .hole(.slot("cell")),
            .text(" }"),
        ])

    @Test func aTemplateFillsToTextAroundItsPlacesInOrder() throws {
        let filled: SplicedCode<String> = try TemplateFilling.splice(Self.cell, owner: "TableView") { hole in
            switch hole {
            case .value: SplicedCode("viewModel.players")
            case .slot(let name): .place(name)
            default: nil
            }
        }
        #expect(filled.places == ["cell"])
        #expect(filled.texts == ["DynamicItemViewBuilder(viewModel.players) { (item: Item) in ", " }"])
        #expect(filled.text == nil)
        let around = try #require(filled.aroundOnlyPlace)
        #expect(around.before == "DynamicItemViewBuilder(viewModel.players) { (item: Item) in")
        #expect(around.after == "}")
    }

    @Test func codesJoinTheirTextsAtTheSeamsAndKeepEveryPlace() {
        var trailing = SplicedCode<Int>("trailing: ")
        trailing.append(.place(2))
        let joined = [SplicedCode("title: \"Home\""), .place(1), trailing].joined(separator: ", ")
        #expect(joined.texts == ["title: \"Home\", ", ", trailing: ", ""])
        #expect(joined.places == [1, 2])
        #expect(joined.aroundOnlyPlace == nil)
        #expect([SplicedCode<Int>("a"), SplicedCode("b")].joined(separator: ", ").text == "a, b")
    }

    @Test func aHoleWithNothingToFillItIsACatalogGapNotAnEmptyPlace() {
        #expect(throws: EmitterError.self) {
            let _: SplicedCode<String> = try TemplateFilling.splice(Self.cell, owner: "TableView") { hole in
                hole == .value ? SplicedCode("[]") : nil
            }
        }
    }
}
