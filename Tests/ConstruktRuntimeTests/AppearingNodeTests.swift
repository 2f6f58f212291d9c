import ConstruktRuntime
import Testing

/// A node that an update adds to a shown screen fires its appear events, as a UIKit view does
/// when it moves to the window; a screen that is not shown fires none.
@Suite struct AppearingNodeTests {
    static let screen = """
        screen: Panel
        state:
          open: Bool
          appearances: Int
        actions:
          flip: [ { toggle: open } ]
        body:
          VStackView:
            - if: $open
              then:
                - LabelView:
                    text: Details
                    onAppear: [ { set: appearances, to: "${appearances + 1}" } ]
        """

    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([("Panel.screen.yaml", screen)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    @Test func aBranchShownLaterFiresItsAppearEventsEachTime() throws {
        var session = try Self.session()
        #expect(session.instance.state["appearances"] == .int(0))
        try session.send("flip")
        #expect(session.instance.state["appearances"] == .int(1))
        try session.send("flip")
        try session.send("flip")
        #expect(session.instance.state["appearances"] == .int(2))
    }

    @Test func aScreenThatIsNotShownFiresNone() throws {
        var session = try Self.session()
        try session.disappear()
        try session.send("flip")
        #expect(session.instance.state["appearances"] == .int(0))
    }
}
