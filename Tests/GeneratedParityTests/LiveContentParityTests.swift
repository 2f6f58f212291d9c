import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/LiveContent two ways through `ParityDriver`: rows of a live `forEach`
/// appear as items are appended, tapping a row's button runs statements that read its item, and
/// a live `if` swaps branches of several nodes; and LiveContent.scenario.yaml replayed on both sides.
@Suite("LiveContent: the generated Swift and the headless runtime agree")
@MainActor
struct LiveContentParityTests {
    /// The generated side of LiveContent with `initial` state (only `tags` here) on both sides, and
    /// its view model.
    func driver(initial: [String: RuntimeValue] = [:]) throws -> (ParityDriver, LiveContentViewModel) {
        let viewModel = LiveContentViewModel()
        for (name, value) in initial {
            guard name == "tags", case .list(let tags) = value else {
                Issue.record("the test cannot start \(name)")
                continue
            }
            viewModel.tags = tags.map(\.interpolated)
        }
        let driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "LiveContent", initial: initial,
            root: LiveContent(viewModel: viewModel).build(),
            state: {
                [
                    "tags": .list(viewModel.tags.map { .string($0) }), "showsDetails": .bool(viewModel.showsDetails),
                    "lastTapped": .string(viewModel.lastTapped),
                ]
            }
        )
        return (driver, viewModel)
    }

    @Test("LiveContent.scenario.yaml, replayed on the generated Swift and the runtime")
    func scenarios() throws {
        let scenarios = try ScenarioReplay.scenarios(in: "Tests/EmitterScreens", on: "LiveContent")
        #expect(!scenarios.isEmpty)
        for scenario in scenarios {
            var (driver, viewModel) = try driver(initial: try ScenarioReplay.initialState(of: scenario))
            try driver.run(
                try ScenarioReplay.steps(of: scenario, feed: { _ in Issue.record("LiveContent has nothing to feed") }) {
                    action, _ in
                    #expect(action == "addTag")
                    viewModel.send(.addTag)
                })
        }
    }

    @Test("setting the same tags again keeps the rows' views; a change rebuilds them")
    func equalItemsKeepRows() throws {
        let viewModel = LiveContentViewModel()
        viewModel.tags = ["a"]
        let root = LiveContent(viewModel: viewModel).build()
        let row = try #require(firstView(UIButton.self, in: root) { $0.title(for: .normal) == "a" })
        viewModel.tags = ["a"]
        #expect(firstView(UIButton.self, in: root) { $0.title(for: .normal) == "a" } === row)
        viewModel.tags = ["a", "b"]
        #expect(firstView(UIButton.self, in: root) { $0.title(for: .normal) == "a" } !== row)
    }

    @Test("adding tags adds rows; a row's button records its own tag; details replace the button")
    func rowsAndBranches() throws {
        var (driver, _) = try driver()
        try driver.run([
            .tap(id: "add"), .tap(id: "add"), .tap(text: "tag1"), .tap(id: "add"), .tap(text: "tag0"),
            .tap(id: "show"), .tap(id: "add"),
        ])
    }
}
