import ConstruktRuntime
import Testing

/// A section's `index:` names each item's position from 0, read by its cell and its `id`; a row
/// kept for its item follows its new position when the list changes, as the generated
/// `zip(indices, items)` gives it.
@Suite struct SectionIndexTests {
    static let screen = """
        screen: Ranked
        state:
          names: { type: "[String]", default: [Dune, Heat, Alien] }
        actions:
          dropFirst: [ { remove: names, at: 0 } ]
        body:
          VStackView:
            - ButtonView: { title: Drop, onTap: dropFirst }
            - CollectionView:
                sections:
                  - section: ranked
                    items: $names
                    as: name
                    index: rank
                    id: "${name}-${rank}"
                    cell: { LabelView: "${rank + 1}. ${name}" }
        """

    @Test func eachRowReadsItsPositionAndFollowsItWhenTheListChanges() throws {
        let app = try SampleLoading.app([("Ranked.screen.yaml", Self.screen)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(ForEachIndexTests.labels(session) == ["1. Dune", "2. Heat", "3. Alien"])
        try session.tap(NodeQuery(text: "Drop"))
        #expect(ForEachIndexTests.labels(session) == ["1. Heat", "2. Alien"])
    }
}
