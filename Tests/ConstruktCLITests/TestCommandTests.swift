import Foundation
import Testing

@Suite struct TestCommandTests {
    static let counter = """
        screen: Counter
        params:
          title: String
        state:
          count: Int
        actions:
          increment: [ { set: count, to: "${count + 1}" } ]
        body:
          VStackView:
            children:
              - LabelView: "${title}: ${count}"
              - ButtonView: { title: "+", id: more, onTap: increment }
        """

    static let passing = """
        scenario: counting up
        screen: Counter
        params: { title: Taps }
        steps:
          - tap: { id: more }
          - expect: { text: "Taps: 1", state: { count: 1 } }
        """

    static let failing = """
        scenario: counting wrong
        screen: Counter
        params: { title: Taps }
        steps:
          - tap: { id: more }
          - expect: { state: { count: 2 } }
        """

    @Test func passingScenariosPrintOneLineEachAndExitZero() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter, "App/Up.scenario.yaml": Self.passing])
        let outcome = cli.run("test", "App")
        #expect(outcome.status == 0)
        #expect(outcome.output == "✓ counting up\n1 passed, 0 failed\n")
    }

    @Test func aFailureIsListedThenDetailedAndExitsOne() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": Self.counter, "App/Up.scenario.yaml": Self.passing,
            "App/Wrong.scenario.yaml": Self.failing,
        ])
        let outcome = cli.run("test", "App", "--junit", "results.xml")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.hasPrefix(
                "✓ counting up\n✗ counting wrong\n\n✗ counting wrong\n  App/Wrong.scenario.yaml:6:15: expected state count = 2\n    found: count = 1\n"
            ))
        #expect(outcome.output.hasSuffix("\n1 passed, 1 failed\n"))
        let junit = try String(contentsOf: cli.directory.appendingPathComponent("results.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="construkt-gen test" tests="2" failures="1">"#))
        #expect(junit.contains(#"<testcase name="counting up" classname="App/Up.scenario.yaml"/>"#))
        #expect(junit.contains(#"<failure message="expected state count = 2">"#))
    }

    @Test func aScreenFileRunsTheScenariosOfItsApp() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": Self.counter, "App/Up.scenario.yaml": Self.passing,
            "App/construkt.yaml": "imports: [ConstruktKit]\n",
        ])
        #expect(cli.run("test", "App/Counter.screen.yaml").output == "✓ counting up\n1 passed, 0 failed\n")
    }

    /// A scenario file named beside a screen file runs alone: naming the screen adds no scenarios.
    @Test func aScenarioFileNamedWithAScreenFileRunsOnlyThatScenario() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": Self.counter, "App/Up.scenario.yaml": Self.passing,
            "App/Wrong.scenario.yaml": Self.failing,
            "App/construkt.yaml": "imports: [ConstruktKit]\n",
        ])
        let outcome = cli.run("test", "App/Up.scenario.yaml", "App/Counter.screen.yaml")
        #expect(outcome.status == 0)
        #expect(outcome.output == "✓ counting up\n1 passed, 0 failed\n")
    }

    /// The Samples' `app:` scenarios run through the navigator, and every scenario passes, its
    /// snapshots equal to their references. The sample is copied into the harness's folder and
    /// named by a relative path, as users run it.
    @Test(arguments: [("Counter", 3), ("Movies", 11), ("SportsApp", 20), ("Profile", 9), ("ConstruktDemo", 17)])
    func everySampleScenarioPasses(sample: String, count: Int) throws {
        let folder = repositoryRoot.appendingPathComponent("Samples/\(sample)")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".yaml") || $0.hasSuffix(".svg") && $0.contains("__Snapshots__/")
        }
        var files: [String: String] = [:]
        for path in paths {
            files["\(sample)/\(path)"] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        let outcome = try CLIHarness(files: files).run("test", sample)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("\n\(count) passed, 0 failed\n"), "\(outcome.output)\(outcome.error)")
    }

    @Test func anAppWithErrorsDoesNotRun() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": "screen: Counter\nbody:\n  LabelView: ${nope}\n",
            "App/Up.scenario.yaml": Self.passing,
        ])
        let outcome = cli.run("test", "App")
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(outcome.error.contains("cannot run:"))
    }

    @Test func runPrintsTheTreeOfAScreen() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let outcome = cli.run(
            "run", "App/Counter.screen.yaml", "--params", #"{"title": "Taps"}"#, "--state", #"{"count": 4}"#)
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                stack VStackView
                  label LabelView text="Taps: 4"
                  button ButtonView id="more" text="+"

                """)
        let json = cli.run("run", "App/Counter.screen.yaml", "--params", #"{"title": "Taps"}"#, "--format", "json")
        #expect(json.output.contains(#""text" : "Taps: 0""#))
    }

    @Test func runRefusesParamsOfTheWrongType() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let outcome = cli.run("run", "App/Counter.screen.yaml", "--params", #"{"title": 3}"#)
        #expect(outcome.status == 1)
        #expect(outcome.error == "error: Counter cannot run: expected String, got 3\n")
    }

    @Test func runNamesTheParamsAScreenNeeds() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let outcome = cli.run("run", "App/Counter.screen.yaml")
        #expect(outcome.status == 1)
        #expect(outcome.error == "error: Counter needs 'title'\nhelp: pass params as JSON: --params '{\"title\": …}'\n")
    }
}

/// `test` warns of a view that holds content and is laid out at zero size, once per component and
/// id, at the step after which it was first seen; the scenario still passes.
@Suite struct CollapsedViewWarningTests {
    @Test func aCollapsedRowIsAWarningOnceAndNotAFailure() throws {
        let screen = """
            screen: Cast
            state:
              names: [String]
            body:
              VerticalScrollView:
                children:
                  - VStackView:
                      children:
                        - LabelView: { text: Cast }
                        - ScrollView:
                            id: castRow
                            children:
                              - HStackView:
                                  children:
                                    - forEach: $names
                                      as: name
                                      do: [ { LabelView: $name } ]
            """
        let scenario = """
            scenario: the cast row
            screen: Cast
            steps:
              - feed: { names: [Paul, Chani] }
              - feed: { names: [Paul, Chani, Stilgar] }
            """
        let cli = try CLIHarness(files: ["App/Cast.screen.yaml": screen, "App/Cast.scenario.yaml": scenario])
        let outcome = cli.run("test", "App")
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 3, "\(outcome.output)")
        #expect(lines.first == "✓ the cast row")
        #expect(
            lines.dropFirst().first?.hasPrefix(
                "  App/Cast.scenario.yaml:4:5: warning: the scroll ScrollView id=\"castRow\" holds content and is laid out at x 0, y "
            ) == true, "\(outcome.output)")
        #expect(
            lines.dropFirst().first?.hasSuffix("(a scroll view in a scrolling stack has no height of its own)") == true)
    }
}
