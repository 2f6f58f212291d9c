import ConstruktChecker
import ConstruktRuntime
import Testing

/// `send:` nests at most `SendGraph.maximumDepth` (32) actions, each sent by the one around it
/// (Docs/language.md, Events and statements): a countdown from 31 runs 32 deep and commits, one from
/// 32 would run 33 deep and is rejected whole, as the generated Swift's `run(_:in:)` rejects it.
@Suite struct SendDepthTests {
    static let screen = """
        screen: Countdown
        state:
          left: Int
        actions:
          count:
            params: { from: Int }
            do:
              - set: left
                to: $from
              - if: ${from > 0}
                then:
                  - send: count
                    with: { from: "${from - 1}" }
        body:
          LabelView: "${left} left"
        """

    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([("Countdown.screen.yaml", screen)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    @Test func aChainAsDeepAsTheLimitCommits() throws {
        var session = try Self.session()
        let outcome = try session.send("count", arguments: ["from": .int(SendGraph.maximumDepth - 1)])
        #expect(outcome.rejection == nil)
        #expect(session.instance.state["left"] == .int(0))
    }

    @Test func aChainOneDeeperIsRejectedWhole() throws {
        var session = try Self.session()
        let outcome = try session.send("count", arguments: ["from": .int(SendGraph.maximumDepth)])
        #expect(outcome.rejection?.reason.contains("nests actions 33 deep") == true)
        #expect(session.instance.state["left"] == .int(0))
    }
}
