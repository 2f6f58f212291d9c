import ConstruktRuntime
import Testing

@Suite struct SampleScenarioTests {
    @Test func everyCounterScenarioPasses() throws {
        let app = try SampleLoading.sample("Counter")
        let results = ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll()
        #expect(results.count == 3)
        for result in results {
            #expect(result.passed, "\(result.name): \(result.failure.map(String.init(describing:)) ?? "")")
        }
    }
}
