import ConstruktAST
import ConstruktChecker
import ConstruktRuntime
import Testing

/// The Samples' scenarios run headlessly and pass. Their pictures are compared with the
/// references by `construkt-gen test` (TestCommandTests): here every snapshot is taken as equal.
@Suite struct SampleScenarioTests {
    struct AcceptingCamera: SnapshotCamera {
        func compare(_ tree: RuntimeNode, with snapshot: SnapshotName, ofScenarioAt scenarioPath: String)
            -> SnapshotVerdict
        { .matches }

        func on(device name: String) -> any SnapshotCamera { self }
    }

    static func results(_ sample: String) throws -> [ScenarioResult] {
        let app = try SampleLoading.sample(sample)
        return ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app), camera: AcceptingCamera()).runAll()
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
