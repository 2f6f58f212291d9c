import Foundation
import Testing

/// `snapshot:` in scenarios (Docs/language.md, A scenario file, "Snapshots"): a missing reference
/// fails, `--record` writes it beside the scenario, a picture equal to it passes, one that differs
/// fails saying how, and the report puts reference, screen and difference side by side.
@Suite struct SnapshotTests {
    static let scenario = """
        scenario: counting up looks right
        screen: Counter
        params: { title: Taps }
        steps:
          - tap: { id: more }
          - expect: { snapshot: one }
          - expect: { snapshot: { name: one, appearance: dark } }
        """

    static func app() throws -> CLIHarness {
        try CLIHarness(files: [
            "App/Counter.screen.yaml": TestCommandTests.counter, "App/Up.scenario.yaml": Self.scenario,
        ])
    }

    static func reference(_ cli: CLIHarness, _ name: String) -> String? {
        try? String(
            contentsOf: cli.directory.appendingPathComponent("App/__Snapshots__/Up/\(name)"), encoding: .utf8)
    }

    @Test func aMissingReferenceFailsAndIsNotWritten() throws {
        let cli = try Self.app()
        let outcome = cli.run("test", "App")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains(
                "found: no reference picture at App/__Snapshots__/Up/one.svg: run 'construkt-gen test --record' to write it, and commit it"
            ))
        #expect(Self.reference(cli, "one.svg") == nil)
    }

    @Test func recordWritesTheReferencesWhichThenPass() throws {
        let cli = try Self.app()
        let recorded = cli.run("test", "App", "--record")
        #expect(recorded.status == 0, "\(recorded.output)")
        #expect(
            recorded.output.hasSuffix(
                "recorded App/__Snapshots__/Up/one.svg\nrecorded App/__Snapshots__/Up/one.dark.svg\n1 passed, 0 failed\n"
            ))
        let light = try #require(Self.reference(cli, "one.svg"))
        let dark = try #require(Self.reference(cli, "one.dark.svg"))
        #expect(light.contains(">Taps: 1</text>"))
        #expect(light != dark)
        let again = cli.run("test", "App")
        #expect(again.status == 0)
        #expect(again.output == "✓ counting up looks right\n1 passed, 0 failed\n")
        let unchanged = cli.run("test", "App", "--record")
        #expect(!unchanged.output.contains("recorded"))
    }

    @Test func aPictureThatDiffersFailsAndTheReportShowsBothAndTheDifference() throws {
        let cli = try Self.app()
        _ = cli.run("test", "App", "--record")
        try cli.write(
            "App/Counter.screen.yaml",
            TestCommandTests.counter.replacingOccurrences(
                of: "- LabelView: \"${title}: ${count}\"",
                with: "- LabelView: { text: \"${title}: ${count}\", color: systemRed }"))
        let outcome = cli.run("test", "App", "--report", "report")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains(
                "expected the screen to look as its snapshot 'one' (App/__Snapshots__/Up/one.svg)\n    found: a different picture: 1 drawn element is new or changed, 1 of the reference's gone"
            ))
        let page = try String(contentsOf: cli.directory.appendingPathComponent("report/index.html"), encoding: .utf8)
        for panel in ["reference", "actual", "difference"] {
            #expect(page.contains("<img src=\"scenario-1-snapshot-\(panel).svg\""))
        }
        let difference = try String(
            contentsOf: cli.directory.appendingPathComponent("report/scenario-1-snapshot-difference.svg"),
            encoding: .utf8)
        #expect(difference.contains("stroke=\"#ff2d55\""))
        #expect(Self.reference(cli, "one.svg")?.contains("#ff3b30") == false)
    }

    @Test func aScenariosDeviceIsTheOneItsPicturesAreDrawnOn() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": TestCommandTests.counter,
            "App/Up.scenario.yaml": Self.scenario.replacingOccurrences(of: "steps:", with: "device: iPhone SE\nsteps:"),
        ])
        #expect(cli.run("test", "App", "--record").status == 0)
        #expect(
            Self.reference(cli, "one.svg")?.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\"") == true)
    }

    @Test func aReferenceThatIsNoPictureIsNeverWrittenOver() throws {
        let cli = try Self.app()
        try cli.write("App/__Snapshots__/Up/one.svg", "notes of my own\n")
        let outcome = cli.run("test", "App", "--record")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("the file there is not a picture construkt-gen wrote"))
        #expect(Self.reference(cli, "one.svg") == "notes of my own\n")
    }
}
