import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Scroller two ways through `ParityDriver`: a scroll offset written into
/// state and read by `progress(…)` (on a CollectionView and a ScrollView), a carousel's page
/// written by a swipe and followed when an action sets it, and a grid's `onNearEnd` running once
/// per growth of the list; and Scroller.scenario.yaml replayed on both sides.
@Suite("Scroller: scrolling and paging agree in generated Swift and the runtime")
@MainActor
struct ScrollerParityTests {
    /// Runs the steps on a fresh view model, both sides.
    func run(_ steps: [ParityDriver.Step]) throws {
        let viewModel = ScrollerViewModel()
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Scroller", root: Scroller(viewModel: viewModel).build(),
            state: {
                [
                    "offset": .double(Double(viewModel.offset)), "readOffset": .double(viewModel.readOffset),
                    "heroPage": .int(viewModel.heroPage),
                    "loads": .int(viewModel.loads),
                    "posters": .list(
                        viewModel.posters.map { .record(["id": .int($0.id), "title": .string($0.title)]) }),
                ]
            }
        )
        try driver.run(steps)
    }

    @Test("Scroller.scenario.yaml, replayed on the generated Swift and the runtime")
    func scenarios() throws {
        let scenarios = try ScenarioReplay.scenarios(in: "Tests/EmitterScreens", on: "Scroller")
        #expect(!scenarios.isEmpty)
        for scenario in scenarios {
            try run(try ScenarioReplay.steps(of: scenario) { _ in Issue.record("Scroller's scenarios feed nothing") })
        }
    }

    @Test("offsets past either end clamp the fade to 0 and 1, on a list and a scroll view")
    func offsets() throws {
        try run([
            .scroll(id: "feed", to: .offset(-30)), .scroll(id: "feed", to: .offset(75)),
            .scroll(id: "feed", to: .offset(1000)),
            .scroll(id: "article", to: .offset(399)), .scroll(id: "article", to: .offset(-1)),
        ])
    }

    @Test("a swipe writes the page, an action pages back, and the end loads once per growth")
    func pagingAndLoading() throws {
        try run([
            .page(section: "hero", to: 1), .tap(text: "Next"), .tap(text: "Next"), .page(section: "hero", to: 0),
            .scroll(id: "feed", to: .end), .scroll(id: "feed", to: .end), .page(section: "hero", to: 4),
            .tap(text: "Next"),
        ])
    }

    @Test("the end reached again with as many items as when it last ran does not run onNearEnd")
    func nearEndOncePerCount() throws {
        try run(Array(repeating: .scroll(id: "feed", to: .end), count: 5))
    }
}
