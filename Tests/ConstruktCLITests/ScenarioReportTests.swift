import Foundation
import Testing

/// `construkt-gen test --report DIR`: a page per run, a picture per step, the changes of each
/// step, and the failed expectation's node outlined.
@Suite struct ScenarioReportTests {
    static let signalling = """
        scenario: counting up emits
        screen: Counter
        params: { title: Taps }
        steps:
          - tap: { id: more }
          - expect: { state: { count: 1 }, emitted: { counted: 1 } }
        """

    static let failing = """
        scenario: the plus button is disabled (it is not)
        screen: Counter
        params: { title: Taps }
        steps:
          - tap: { id: more }
          - expect: { disabled: { id: more } }
        """

    static let counter = TestCommandTests.counter
        .replacingOccurrences(
            of: "increment: [ { set: count, to: \"${count + 1}\" } ]",
            with: "increment: [ { set: count, to: \"${count + 1}\" }, { emit: counted, value: $count } ]"
        )
        .replacingOccurrences(of: "actions:", with: "signals:\n  counted: Int\nactions:")

    @Test func theReportShowsEveryStepWithItsPictureAndChanges() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": Self.counter, "App/Up.scenario.yaml": Self.signalling,
        ])
        let outcome = cli.run("test", "App", "--report", "report")
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.output.hasSuffix("1 passed, 0 failed\nwrote report/index.html\n"))
        let page = try String(contentsOf: cli.directory.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("<h1>Scenarios: 1 passed, 0 failed</h1>"))
        #expect(page.contains("<pre class=\"source\">start</pre>"))
        #expect(page.contains("<pre class=\"source\">  - tap: { id: more }</pre>"))
        #expect(page.contains("<li><code>count</code>: 0 → 1</li>"))
        #expect(page.contains("<ul class=\"signals\"><li><code>counted</code>(1)</li></ul>"))
        for step in 0...2 {
            #expect(page.contains("<img src=\"scenario-1-step-\(step).svg\""))
            let svg = try String(
                contentsOf: cli.directory.appendingPathComponent("report/scenario-1-step-\(step).svg"), encoding: .utf8)
            #expect(svg.contains(step == 0 ? ">Taps: 0</text>" : ">Taps: 1</text>"))
        }
    }

    @Test func aFailedExpectationIsHighlightedOnItsStepsPicture() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": Self.counter, "App/Wrong.scenario.yaml": Self.failing,
        ])
        let outcome = cli.run("test", "App", "--report", "report")
        #expect(outcome.status == 1)
        let page = try String(contentsOf: cli.directory.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("<section class=\"scenario failed\" id=\"scenario-1\">"))
        #expect(page.contains("<li class=\"step failed\"><div class=\"picture\"><img src=\"scenario-1-step-2.svg\""))
        #expect(page.contains("<p class=\"failure\">expected a visible disabled node matching { id: more }"))
        let failedPicture = try String(
            contentsOf: cli.directory.appendingPathComponent("report/scenario-1-step-2.svg"), encoding: .utf8)
        let passedPicture = try String(
            contentsOf: cli.directory.appendingPathComponent("report/scenario-1-step-1.svg"), encoding: .utf8)
        #expect(failedPicture.contains("stroke=\"#ff3b30\" stroke-width=\"3\""))
        #expect(!passedPicture.contains("stroke=\"#ff3b30\" stroke-width=\"3\""))
    }

    /// A text no visible node shows outlines the node whose text is nearest, or nothing when none
    /// is near: never an unrelated label.
    @Test(arguments: [("Taps: 7", "Taps: 1"), ("Version 9.9", nil)])
    func aMissingTextOutlinesItsNearestCandidateOrNothing(written: String, outlined: String?) throws {
        let scenario =
            "scenario: a text\nscreen: Counter\nparams: { title: Taps }\nsteps:\n  - tap: { id: more }\n  - expect: { text: \"\(written)\" }\n"
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter, "App/Text.scenario.yaml": scenario])
        #expect(cli.run("test", "App", "--report", "report").status == 1)
        let picture = try String(
            contentsOf: cli.directory.appendingPathComponent("report/scenario-1-step-2.svg"), encoding: .utf8)
        let outline = picture.split(separator: "\n").first { $0.contains("stroke=\"#ff3b30\" stroke-width=\"3\"") }
        if let outlined {
            let label = try #require(picture.split(separator: "\n").first { $0.contains(">\(outlined)</text>") })
            #expect(outline != nil)
            #expect(label.contains("y=\"") && outline?.contains("x=\"") == true)
        } else {
            #expect(outline == nil)
        }
    }

    /// After a push, the state shown is the new screen's, compared with nothing of the screen below.
    @Test func aScreensStateIsComparedOnlyWithItsOwn() throws {
        let cli = try CLIHarness(files: [
            "App/App.routes.yaml":
                "routes: AppRoute\ndestinations:\n  home: { screen: Home }\n  detail: { screen: Detail }\nroot: { navigation: home }\n",
            "App/Home.screen.yaml":
                "screen: Home\nstate:\n  count: Int\nactions:\n  open: [ { set: count, to: 1 }, { route: detail } ]\nbody:\n  ButtonView: { title: Open, id: open, onTap: open }\n",
            "App/Detail.screen.yaml":
                "screen: Detail\nstate:\n  count: { type: Int, default: 5 }\nbody:\n  LabelView: \"Count ${count}\"\n",
            "App/Push.scenario.yaml":
                "scenario: push\napp: App.routes.yaml\nsteps:\n  - tap: { id: open }\n  - expect: { screen: Detail }\n",
        ])
        let outcome = cli.run("test", "App", "--report", "report")
        #expect(outcome.status == 0, "\(outcome.output)\(outcome.error)")
        let page = try String(contentsOf: cli.directory.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(
            page.contains(
                "<h3>State of Detail on home › detail</h3><ul class=\"state\"><li><code>count</code>: 5</li></ul>"))
        #expect(!page.contains("0 → 5"))
    }

    @Test func aReportThatCannotBeWrittenIsAnError() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": Self.counter, "App/Up.scenario.yaml": Self.signalling,
            "report": "a file, not a folder",
        ])
        let outcome = cli.run("test", "App", "--report", "report")
        #expect(outcome.status == 2)
        #expect(outcome.error.hasPrefix("error: cannot write the report to 'report':"))
    }
}
