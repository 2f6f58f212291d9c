import ConstruktRuntime
import Testing

/// A section shows its header, then its cells, then its footer, as 1.2.6 does, whatever order
/// they are written in.
@Suite struct SectionSlotOrderTests {
    @Test func theFooterFollowsTheCells() throws {
        let app = try SampleLoading.app([
            (
                "Names.screen.yaml",
                """
                screen: Names
                body:
                  CollectionView:
                    - section: names
                      items: "${['Ada']}"
                      as: name
                      id: $name
                      footer: { LabelView: Footer }
                      cell: { LabelView: $name }
                      header: { LabelView: Header }
                """
            )
        ])
        let session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        let section = try #require(session.tree.children.first)
        #expect(section.children.map { $0.attributes["text"]?.interpolated } == ["Header", "Ada", "Footer"])
    }
}
