import ConstruktRuntime
import Testing

/// An ActivityIndicator is hidden while it is not animating, as UIKit's is (`hidesWhenStopped`,
/// true by default), so a stopped spinner is not a visible node.
@Suite struct StoppedSpinnerTests {
    @Test func aStoppedSpinnerIsHidden() throws {
        let app = try SampleLoading.app([
            (
                "Busy.screen.yaml",
                """
                screen: Busy
                state:
                  busy: Bool
                body:
                  VStackView:
                    - ActivityIndicator: { id: spinner, animating: $busy }
                """
            )
        ])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(session.tree.find(NodeQuery(id: "spinner")) == nil)
        try session.feed(["busy": .bool(true)])
        #expect(session.tree.find(NodeQuery(id: "spinner")) != nil)
        try session.feed(["busy": .bool(false)])
        #expect(session.tree.children.first?.isHidden == true)
    }
}
