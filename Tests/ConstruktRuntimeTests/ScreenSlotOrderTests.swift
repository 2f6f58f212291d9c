import ConstruktRuntime
import Testing

/// A Screen's slots in the order ConstruktKit 1.2.6 shows them, whatever order they are written
/// in: the overlay, then the navigation bar above the content, or the content first when it is not
/// under the bar (`contentUnderNavBar: false`).
@Suite struct ScreenSlotOrderTests {
    static func children(underBar: Bool) throws -> [String] {
        let app = try SampleLoading.app([
            (
                "Page.screen.yaml",
                """
                screen: Page
                body:
                  Screen:
                    contentUnderNavBar: \(underBar)
                    content: [ { LabelView: Content } ]
                    navigationBar: [ { LabelView: Bar } ]
                    overlay: [ { LabelView: Overlay } ]
                """
            )
        ])
        let session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        return session.tree.children.map { $0.attributes["text"]?.interpolated ?? $0.type }
    }

    @Test func theBarComesBeforeTheContentUnderIt() throws {
        #expect(try Self.children(underBar: true) == ["Overlay", "Bar", "Content"])
    }

    @Test func theContentComesBeforeAFloatingBar() throws {
        #expect(try Self.children(underBar: false) == ["Overlay", "Content", "Bar"])
    }
}
