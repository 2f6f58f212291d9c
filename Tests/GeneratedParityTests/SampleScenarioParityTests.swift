import ConstruktChecker
import ConstruktKit
import ConstruktRuntime
import Testing
import UIKit

/// Every `screen:` and `route:` scenario of every sample, replayed on the sample's generated Swift
/// (made through `SampleScreens`, hosted so that its lifecycle hooks run) and on the headless
/// runtime: after building and after every step, the recorded tree equals the runtime's, every
/// state value the runtime's, and the signals sent, with their values, the runtime's.
@Suite("Every screen scenario of every sample agrees with the generated Swift")
@MainActor
struct SampleScenarioParityTests {
    @Test(
        "the screen scenarios of",
        arguments: [
            "Samples/Counter", "Samples/Movies", "Samples/SportsApp", "Samples/Profile", "Samples/ConstruktDemo",
        ])
    func screenScenarios(of path: String) throws {
        let app = try SampleLoading.app(in: path)
        let factories = try #require(SampleScreens.factories[path])
        var replayed = 0
        for scenario in app.scenarios {
            guard let (screen, params) = try ScenarioReplay.subject(of: scenario, in: app) else { continue }
            let factory = try #require(factories[screen.name], "no generated screen \(screen.name) in the table")
            try replay(scenario, on: screen, params: params, in: app, path: path, factory: factory)
            replayed += 1
        }
        #expect(replayed > 0)
    }

    @Test(
        "every sample screen has a screen scenario",
        arguments: [
            "Samples/Counter", "Samples/Movies", "Samples/SportsApp", "Samples/Profile", "Samples/ConstruktDemo",
        ])
    func everyScreenIsReplayed(in path: String) throws {
        let app = try SampleLoading.app(in: path)
        let replayed = try Set(app.scenarios.compactMap { try ScenarioReplay.subject(of: $0, in: app)?.screen.name })
        let screens = app.screens.filter { $0.kind == .screen }.map(\.name)
        #expect(screens.filter { !replayed.contains($0) } == [])
    }

    /// Runs `scenario` on both sides.
    private func replay(
        _ scenario: CheckedScenario, on screen: CheckedScreen, params: [String: RuntimeValue], in app: CheckedApp,
        path: String,
        factory: SampleScreens.Factory
    ) throws {
        let resolved = try ScreenInstance(screen: screen, params: params).params
        let generated = try factory(ScenarioArguments(values: resolved))
        let mirror = ViewModelMirror(generated.viewModel, of: screen, in: app)
        let initial = try ScenarioReplay.initialState(of: scenario)
        mirror.feed(initial)
        let controller = generated.view.toPresentable()
        controller.beginAppearanceTransition(true, animated: false)
        let root = try #require(controller.view.subviews.first)
        var driver = try ParityDriver(
            app: path, screen: screen.name, params: params, initial: initial, root: root,
            state: mirror.state, emitted: mirror.emissions
        )
        let steps = try ScenarioReplay.steps(of: scenario, feed: mirror.feed) { action, arguments in
            do {
                try generated.send(action, ScenarioArguments(values: arguments))
            } catch {
                Issue.record("\(scenario.name): \(error)")
            }
        }
        try driver.run(steps, in: scenario.name)
        withExtendedLifetime(controller) {}
    }
}
