import ConstruktChecker
import Testing

/// Every `app:` scenario of every sample with a routes file, replayed on the sample's generated
/// coordinator and on the runtime's navigator (`AppScenarioReplay`).
@Suite("Every app scenario of every sample agrees with the generated coordinator")
@MainActor
struct AppScenarioParityTests {
    @Test(
        "every app scenario of every sample agrees with the generated coordinator",
        arguments: ["Samples/Movies", "Samples/SportsApp", "Samples/Profile", "Samples/ConstruktDemo"])
    func appScenarios(of path: String) throws {
        let app = try SampleLoading.app(in: path)
        let factory = try #require(SampleCoordinators.factories[path], "no generated coordinator for \(path)")
        var replayed = 0
        for scenario in app.scenarios {
            guard case .app = scenario.subject else { continue }
            do {
                try AppScenarioReplay(scenario, in: app, making: factory).run()
            } catch {
                Issue.record("\(scenario.name): \(error)")
            }
            replayed += 1
        }
        #expect(replayed > 0)
    }
}
