import Foundation
import Testing

/// A scenario file with a mistake is that scenario's failure, not the app's: `run` of a screen
/// does not read the scenarios, and `test` fails the broken one and runs the others.
@Suite struct BrokenScenarioTests {
    static let wrongValue = """
        scenario: favourite
        screen: Counter
        params: { title: Taps }
        steps:
          - expect: { state: { count: yes } }
        """

    static let unclosedQuote = """
        scenario: "never closed
        screen: Counter
        steps:
          - tap: { id: more }
        """

    static func app(with scenarios: [String: String]) throws -> CLIHarness {
        var files = [
            "App/construkt.yaml": "imports: [ConstruktKit]\n", "App/Counter.screen.yaml": TestCommandTests.counter,
            "App/Up.scenario.yaml": TestCommandTests.passing,
        ]
        for (name, text) in scenarios { files["App/\(name).scenario.yaml"] = text }
        return try CLIHarness(files: files)
    }

    @Test(arguments: [wrongValue, unclosedQuote])
    func runOfAScreenDoesNotReadTheScenarios(_ scenario: String) throws {
        let outcome = try Self.app(with: ["Broken": scenario]).run(
            "run", "App/Counter.screen.yaml", "--params", #"{"title": "Taps"}"#)
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.output.contains(#"label LabelView text="Taps: 0""#))
        #expect(outcome.error == "")
    }

    /// The broken scenario is named by its `scenario:`, or by its file name when that cannot be read.
    @Test(arguments: [(wrongValue, "favourite"), (unclosedQuote, "Broken")])
    func testFailsTheBrokenScenarioAndRunsTheOthers(_ scenario: String, name: String) throws {
        let outcome = try Self.app(with: ["Broken": scenario]).run("test", "App")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.hasPrefix("✗ \(name)\n✓ counting up\n\n✗ \(name)\n  App/Broken.scenario.yaml:"),
            "\(outcome.output)")
        #expect(outcome.output.contains("expected a scenario that checks\n    found: error[CK"))
        #expect(outcome.output.hasSuffix("\n1 passed, 1 failed\n"))
        #expect(outcome.error.contains("App/Broken.scenario.yaml"))
        #expect(!outcome.error.contains("cannot run"))
    }

    /// A link no deep link matches says what `open:` expected, and the help shows the links that
    /// do match, as a path alone and under a scheme and host.
    @Test func anUnmatchedDeepLinkShowsTheFormsThatMatch() throws {
        let cli = try CLIHarness(files: [
            "App/construkt.yaml": "imports: [ConstruktKit]\n", "App/Counter.screen.yaml": TestCommandTests.counter,
            "App/App.routes.yaml": """
            routes: AppRoute
            destinations:
              home: { screen: Counter, params: { title: String }, path: /counters/:title }
              movie: { screen: Counter, params: { title: String }, path: "construkt://movie/:title" }
            root: { navigation: home, with: { title: Taps } }
            """,
            "App/Links.scenario.yaml": """
            scenario: links
            app: App.routes.yaml
            steps:
              - open: /counter/Taps
            """,
        ])
        let outcome = cli.run("test", "App")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains(
                """
                    found: error[CK0604]: no deep link matches '/counter/Taps': 'open:' expects a path or URL a destination's 'path:' matches
                    help: open a link a destination's 'path:' matches, each ':param' filled: '/counters/title' for '/counters/:title', also under a scheme and host ('myapp://open/counters/title'), as a path alone matches any; 'construkt://movie/title' for 'construkt://movie/:title', whose scheme and host a link must have
                """), "\(outcome.output)")
    }

    @Test func aScenarioNotNamedIsNotRunNorFailed() throws {
        let outcome = try Self.app(with: ["Broken": Self.wrongValue]).run("test", "App/Up.scenario.yaml")
        #expect(outcome.status == 0)
        #expect(outcome.output == "✓ counting up\n1 passed, 0 failed\n")
    }
}
