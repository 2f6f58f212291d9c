import ConstruktRuntime
import Testing

/// A value that cannot be evaluated fails the step, and the tree recovers at the next change.
@Suite struct FailedTreeUpdateTests {
    @Test func aFailedUpdateIsReportedAndTheNextChangeRebuildsTheTree() throws {
        let app = try SampleLoading.app([
            (
                "Share.screen.yaml",
                """
                screen: Share
                state:
                  people: { type: Int, default: 2 }
                  other: Int
                body:
                  VStackView:
                    children:
                      - LabelView: "Each: ${12 / people}"
                      - LabelView: "Other: ${other}"
                """
            )
        ])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(throws: RuntimeFailure.self) { try session.feed(["people": .int(0)]) }
        #expect(throws: RuntimeFailure.self) { try session.feed(["other": .int(1)]) }
        try session.feed(["people": .int(3)])
        #expect(session.lastTreeUpdate.wasRebuilt)
        #expect(
            session.tree.text == """
                stack VStackView
                  label LabelView text="Each: 4"
                  label LabelView text="Other: 1"

                """)
        try session.feed(["other": .int(2)])
        #expect(!session.lastTreeUpdate.wasRebuilt)
        #expect(session.tree.find(NodeQuery(text: "Other: 2")) != nil)
    }
}
