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
