import ConstruktAST
import ConstruktRuntime
import Testing

/// `snapshot:` of an `expect` step: the runner hands the tree to its camera and fails on what the
/// camera found; without a camera it fails saying that nothing is drawn.
@Suite struct SnapshotExpectationTests {
    /// A camera that answers one verdict and remembers what it was asked, and on which device.
    final class FixedCamera: SnapshotCamera, @unchecked Sendable {
        let verdict: SnapshotVerdict
        var device = "standard"
        var asked: [(text: String?, snapshot: SnapshotName, path: String, device: String)] = []

        init(_ verdict: SnapshotVerdict) { self.verdict = verdict }

        func on(device name: String) -> any SnapshotCamera {
            device = name
            return self
        }

        func compare(_ tree: RuntimeNode, with snapshot: SnapshotName, ofScenarioAt scenarioPath: String)
            -> SnapshotVerdict
        {
            asked.append((tree.attributes["text"]?.interpolated, snapshot, scenarioPath, device))
            return verdict
        }
    }

    static func run(camera: (any SnapshotCamera)?, device: String = "") throws -> ScenarioResult {
        let app = try SampleLoading.app([
            ("Greeting.screen.yaml", "screen: Greeting\nbody:\n  LabelView: Hello\n"),
            (
                "Greeting.scenario.yaml",
                "scenario: greets\nscreen: Greeting\n\(device)steps:\n  - expect: { snapshot: { name: hello, appearance: dark } }\n"
            ),
        ])
        let results = ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app), camera: camera).runAll()
        return try #require(results.first)
    }

    @Test func theCameraSeesTheTreeAndTheScenariosPath() throws {
        let camera = FixedCamera(.matches)
        #expect(try Self.run(camera: camera).passed)
        #expect(camera.asked.count == 1)
        #expect(camera.asked.first?.text == "Hello")
        #expect(camera.asked.first?.snapshot == SnapshotName(name: "hello", appearance: .dark))
        #expect(camera.asked.first?.path.hasSuffix("Greeting.scenario.yaml") == true)
    }

    @Test func aScenariosDeviceIsTheCamerasDevice() throws {
        let camera = FixedCamera(.matches)
        #expect(try Self.run(camera: camera, device: "device: iphone-se\n").passed)
        #expect(camera.asked.first?.device == "iPhone SE")
        let standard = FixedCamera(.matches)
        #expect(try Self.run(camera: standard).passed)
        #expect(standard.asked.first?.device == "standard")
    }

    @Test func aMissingOrDifferentPictureFailsSayingWhatToDo() throws {
        let missing = try #require(try Self.run(camera: FixedCamera(.missing(path: "x/hello.dark.svg"))).failure)
        #expect(missing.expected == "the screen to look as its snapshot 'hello' (dark)")
        #expect(missing.found.hasPrefix("no reference picture at x/hello.dark.svg: run 'construkt-gen test --record'"))
        let differs = try #require(
            try Self.run(camera: FixedCamera(.differs(path: "x/hello.dark.svg", summary: "2 drawn elements"))).failure)
        #expect(differs.found.hasPrefix("a different picture: 2 drawn elements;"))
    }

    @Test func withoutACameraASnapshotFails() throws {
        let failure = try #require(try Self.run(camera: nil).failure)
        #expect(failure.found == "a run that draws nothing: 'construkt-gen test' compares snapshots")
    }
}
