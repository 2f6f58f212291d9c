import ConstruktKit
import ConstruktRuntime
import Testing
@_spi(StandIn) import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Clock two ways: its scenario, `wait:` steps included, replayed on the
/// generated Swift (hosted, so that its timers start when it appears) over the stand-ins' virtual
/// clock and on the runtime's, comparing the tree, the state and the signals after every step:
/// debounced and immediate watches (the start value too), `after:` delays in an action and in an
/// event, a rejected delay, two timers, and a component's debounced watch.
@Suite("Clock: watches, delays and timers agree in generated Swift and the runtime")
@MainActor
struct ClockParityTests {
    @Test("the Clock scenario, its waits moving both clocks on")
    func scenario() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Clock" })
        let scenarios = try ScenarioReplay.scenarios(in: "Tests/EmitterScreens", on: "Clock")
        #expect(!scenarios.isEmpty)
        for scenario in scenarios {
            let viewModel = ClockViewModel()
            let mirror = ViewModelMirror(viewModel, of: screen, in: app)
            let controller = Clock(viewModel: viewModel).toPresentable()
            controller.beginAppearanceTransition(true, animated: false)
            let root = try #require(controller.view.subviews.first)
            var driver = try ParityDriver(
                app: "Tests/EmitterScreens", screen: "Clock", root: root, state: mirror.state, emitted: mirror.emissions
            )
            try driver.run(try ScenarioReplay.steps(of: scenario, feed: mirror.feed), in: scenario.name)
            withExtendedLifetime(controller) {}
        }
    }

    @Test("timers stop when the screen disappears and start from zero when it appears again")
    func timersFollowAppearance() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Clock" })
        let viewModel = ClockViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        let controller = Clock(viewModel: viewModel).toPresentable()
        controller.beginAppearanceTransition(true, animated: false)
        let root = try #require(controller.view.subviews.first)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Clock", root: root, state: mirror.state, emitted: mirror.emissions)
        try driver.run([.wait(3.5)])
        #expect(driver.session.instance.state["page"] == .int(1))
        controller.beginAppearanceTransition(false, animated: false)
        try driver.session.disappear()
        try driver.run([.wait(10)])
        #expect(driver.session.instance.state["page"] == .int(1))
        controller.beginAppearanceTransition(true, animated: false)
        try driver.session.appear()
        try driver.run([.wait(3.4), .wait(0.1)])
        #expect(driver.session.instance.state["page"] == .int(2))
        #expect(mirror.state()["page"] == .int(2))
        withExtendedLifetime(controller) {}
    }

    @Test("a delay does not run once its view model is gone")
    func delayOfAGoneScreen() throws {
        var viewModel: ClockViewModel? = ClockViewModel()
        weak let gone = viewModel
        viewModel?.send(.later(word: "never"))
        viewModel = nil
        StandInClock.advance(by: 2)
        #expect(gone == nil)
    }
}
