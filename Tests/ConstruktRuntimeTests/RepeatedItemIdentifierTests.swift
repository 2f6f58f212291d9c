import ConstruktRuntime
import Testing

/// A CollectionView section whose items repeat an id stops the scenario, as UIKit's diffable data
/// source stops the app; a TableView and a `forEach`, which diff nothing, show both items.
@Suite struct RepeatedItemIdentifierTests {
    private static let screen = """
        screen: Tags
        state:
          tags: { type: "[String]", default: [swift, ios] }
        body:
          VStackView:
            - CollectionView:
                - section: chosen
                  items: $tags
                  as: tag
                  cell: { LabelView: $tag }
            - TableView: { items: $tags, as: tag, cell: { LabelView: $tag } }
            - forEach: $tags
              as: tag
              do: [ { LabelView: $tag } ]
        """

    @Test func aSectionRefusesAnIdItsItemsRepeat() throws {
        let app = try SampleLoading.app([("Tags.screen.yaml", Self.screen)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        let failure = #expect(throws: RuntimeFailure.self) {
            try session.feed(["tags": .list([.string("swift"), .string("ios"), .string("swift")])])
        }
        #expect(failure?.message.hasPrefix("section 'chosen' shows two items whose id is") == true)
        #expect(failure?.message.contains("`index: position`, `id: $position`") == true)
    }

    @Test func keyedByPositionTheSameItemsShow() throws {
        let keyed = Self.screen.replacingOccurrences(
            of: "          as: tag\n          cell:",
            with: "          as: tag\n          index: position\n          id: $position\n          cell:")
        let app = try SampleLoading.app([("Tags.screen.yaml", keyed)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        try session.feed(["tags": .list([.string("swift"), .string("swift")])])
        #expect(session.tree.text.components(separatedBy: "text=\"swift\"").count - 1 == 6)
    }
}
