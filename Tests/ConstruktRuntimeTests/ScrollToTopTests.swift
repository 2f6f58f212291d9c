import ConstruktRuntime
import Testing

/// `scrollToTop:` in the runtime: once its transaction commits, the views with that id take the
/// offset 0, which their `scrollOffset` state reads; a rejected transaction scrolls nothing.
@Suite struct ScrollToTopTests {
    static let reader = """
        screen: Reader
        state:
          offset: CGFloat
          items: [String]
        actions:
          restart: [ { scrollToTop: page } ]
          failing:
            - scrollToTop: page
            - remove: items
              at: 0
        body:
          VStackView:
            - VerticalScrollView: { id: page, scrollOffset: $offset, children: [ { LabelView: Text } ] }
        """

    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([("Reader.screen.yaml", reader)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    @Test func aCommittedScrollToTopSetsTheViewsOffsetToZero() throws {
        var session = try Self.session()
        try session.scroll(NodeQuery(id: "page"), to: .offset(320))
        #expect(session.instance.state["offset"] == .double(320))
        try session.send("restart")
        #expect(session.instance.state["offset"] == .double(0))
    }

    @Test func aRejectedTransactionScrollsNothing() throws {
        var session = try Self.session()
        try session.scroll(NodeQuery(id: "page"), to: .offset(320))
        let outcome = try session.send("failing")
        guard case .rejected = outcome else {
            Issue.record("expected removing from an empty list to reject the transaction, got \(outcome)")
            return
        }
        #expect(session.instance.state["offset"] == .double(320))
    }
}
