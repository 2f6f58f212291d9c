import ConstruktKitRecording
import Testing
import UIKit

@testable import EmitterScreensSample

/// A `component:` file with state of its own (Tests/EmitterScreens/Votes) gets its own view model,
/// made from its params, so each use of it counts on its own. The headless runtime does not run
/// such components yet, so this is the generated side alone.
@Suite("A component with state runs on its own view model")
@MainActor
struct ComponentViewModelTests {
    @Test("each Votes counts its own taps by its own step and sends what it counted")
    func votesCountOnTheirOwn() throws {
        let first = Votes(title: "Ada", step: 2)
        let second = Votes(title: "Grace")
        var sent: [Int] = []
        _ = first.viewModel.voted.observe { sent.append($0) }
        let firstRoot = first.build()
        let secondRoot = second.build()
        let vote = try #require(firstView(UIButton.self, in: firstRoot) { $0.accessibilityIdentifier == "vote" })
        vote.sendActions(for: .touchUpInside)
        vote.sendActions(for: .touchUpInside)
        #expect(
            ViewTreeRecorder.record(firstRoot).description == """
                HStackView
                  LabelView id="votes" text="Ada: 4"
                  ButtonView enabled="true" id="vote" text="Vote"
                """)
        #expect(ViewTreeRecorder.record(secondRoot).children.first?.attributes["text"] == "Grace: 0")
        #expect(sent == [2, 4])
    }
}
