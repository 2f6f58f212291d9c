import ConstruktRuntime
import Testing

/// Animated values in the runtime: a node's numbers move over its `animation:` on the screen's
/// clock, after the delay, along UIKit's curves, and a change during an animation starts from the
/// value shown.
@Suite struct AnimationTests {
    static func session(animation: String) throws -> ScreenSession {
        let screen = """
            screen: Fader
            state:
              shown: Bool
            actions:
              flip: [ { toggle: shown } ]
            body:
              VStackView:
                - LabelView:
                    text: Hello
                    id: title
                    alpha: "${shown ? 1 : 0}"
                    animation: \(animation)
            """
        let app = try SampleLoading.app([("Fader.screen.yaml", screen)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    /// The alpha the title shows: a running animation's value, else its own.
    static func alpha(_ session: ScreenSession) throws -> Double {
        let node = try #require(session.tree.find(NodeQuery(id: "title"))?.node)
        switch node.presented["alpha"] ?? node.style["alpha"] {
        case .double(let alpha)?: return alpha
        case .int(let alpha)?: return Double(alpha)
        case let other:
            Issue.record("no alpha on the title: \(String(describing: other))")
            return .nan
        }
    }

    @Test func aLinearChangeIsHalfWayAtHalfItsDuration() throws {
        var session = try Self.session(animation: "{ duration: 0.4s, curve: linear }")
        try session.send("flip")
        #expect(try Self.alpha(session) == 0)
        try session.wait(0.2)
        #expect(try Self.alpha(session) == 0.5)
        try session.wait(0.2)
        #expect(try Self.alpha(session) == 1)
    }

    @Test func theTitleHoldsItsNewValueWhileItShowsTheMovingOne() throws {
        var session = try Self.session(animation: "{ duration: 0.4s, curve: linear }")
        try session.send("flip")
        try session.wait(0.1)
        let node = try #require(session.tree.find(NodeQuery(id: "title"))?.node)
        #expect(node.style["alpha"] == .int(1) || node.style["alpha"] == .double(1))
        #expect(node.presented["alpha"] == .double(0.25))
    }

    @Test func theCurvesAreUIKitsBeziers() throws {
        for (curve, atQuarter) in [("easeIn", 0.093), ("easeOut", 0.378), ("easeInOut", 0.129)] {
            var session = try Self.session(animation: "{ duration: 1s, curve: \(curve) }")
            try session.send("flip")
            try session.wait(0.25)
            #expect(abs(try Self.alpha(session) - atQuarter) < 0.005, "\(curve)")
            try session.wait(0.25)
            if curve == "easeInOut" { #expect(abs(try Self.alpha(session) - 0.5) < 1e-9) }
        }
    }

    @Test func nothingMovesBeforeTheDelayAndASpringSettlesAtItsEnd() throws {
        var session = try Self.session(animation: "{ duration: 0.6s, delay: 0.1s, spring: 0.7 }")
        try session.send("flip")
        try session.wait(0.1)
        #expect(try Self.alpha(session) == 0)
        try session.wait(0.3)
        #expect(try Self.alpha(session) > 0.9)
        try session.wait(0.3)
        #expect(try Self.alpha(session) == 1)
    }

    @Test func aChangeDuringAnAnimationStartsFromTheValueShown() throws {
        var session = try Self.session(animation: "{ duration: 0.4s, curve: linear }")
        try session.send("flip")
        try session.wait(0.2)
        try session.send("flip")
        #expect(try Self.alpha(session) == 0.5)
        try session.wait(0.2)
        #expect(try Self.alpha(session) == 0.25)
        try session.wait(0.2)
        #expect(try Self.alpha(session) == 0)
    }
}
