import ConstruktChecker
import ConstruktRuntime
import Testing

@Suite struct SampleScenarioTests {
    static func results(_ sample: String) throws -> [ScenarioResult] {
        let app = try SampleLoading.sample(sample)
        return ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll()
    }

    @Test func everyCounterScenarioPasses() throws {
        let results = try Self.results("Counter")
        #expect(results.count == 3)
        for result in results {
            #expect(result.passed, "\(result.name): \(result.failure.map(String.init(describing:)) ?? "")")
        }
    }

    /// Every scenario of the apps with routes passes: `screen:`, `route:` and `app:` ones.
    @Test(arguments: ["Profile", "Movies", "SportsApp"])
    func everyScenarioOfAnAppWithRoutesPasses(sample: String) throws {
        let app = try SampleLoading.sample(sample)
        #expect(app.scenarios.contains { if case .app = $0.subject { true } else { false } })
        for result in try Self.results(sample) {
            #expect(result.passed, "\(result.name): \(result.failure.map(String.init(describing:)) ?? "")")
        }
    }
}
