import ConstruktRuntime
import Testing

/// A section's background decoration is behind everything it shows, so it comes first in tree
/// order, and it stays while the shimmer's placeholders replace the cells.
@Suite struct SectionDecorationTests {
    @Test func theDecorationComesFirstAndStaysWhileLoading() throws {
        let app = try SampleLoading.app([
            (
                "Names.screen.yaml",
                """
                screen: Names
                state:
                  isLoading: Bool
                body:
                  CollectionView:
                    - section: names
                      items: "${['Ada']}"
                      as: name
                      id: $name
                      header: { LabelView: Header }
                      cell: { LabelView: $name }
                      shimmer: { count: 1, when: $isLoading, placeholder: { LabelView: Loading } }
                      backgroundDecoration: { insets: 4, zIndex: -1, content: [ { LabelView: Behind } ] }
                """
            )
        ])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        var section = try #require(session.tree.children.first)
        #expect(section.children.map { $0.attributes["text"]?.interpolated } == ["Behind", "Header", "Ada"])
        try session.feed(["isLoading": .bool(true)])
        section = try #require(session.tree.children.first)
        #expect(section.children.map { $0.attributes["text"]?.interpolated } == ["Behind", "Header", "Loading"])
    }
}
