import ConstruktChecker
import ConstruktRuntime
import Testing

@Suite struct SampleScenarioTests {
    static func results(_ sample: String) throws -> [ScenarioResult] {
        let app = try SampleLoading.sample(sample)
        return ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll()
    }

    static let navigatorMissing = "'app:' scenarios need the app navigator (root, stacks, presentation), which the runtime does not have yet"

    @Test func everyCounterScenarioPasses() throws {
        let results = try Self.results("Counter")
        #expect(results.count == 3)
        for result in results {
            #expect(result.passed, "\(result.name): \(result.failure.map(String.init(describing:)) ?? "")")
        }
    }

    /// Screen and route scenarios pass; app scenarios wait for the navigator and say so.
    @Test(arguments: ["Profile", "Movies"])
    func screenScenariosPassAndAppScenariosReportTheMissingNavigator(sample: String) throws {
        let app = try SampleLoading.sample(sample)
        let isAppScenario = Dictionary(app.scenarios.map { scenario in
            if case .app = scenario.subject { return (scenario.name, true) }
            return (scenario.name, false)
        }) { first, _ in first }
        for result in try Self.results(sample) {
            if isAppScenario[result.name] == true {
                #expect(result.failure?.found == Self.navigatorMissing, "\(result.name)")
            } else {
                #expect(result.passed, "\(result.name): \(result.failure.map(String.init(describing:)) ?? "")")
            }
        }
    }
}
