import ConstruktRuntime
import Testing

/// `has:` and `notEmitted:` of an `expect` step: what they check, and what a failure says was found.
@Suite struct NodeAttributeExpectationTests {
    static let settings = """
        screen: Settings
        state:
          notify: Bool
        signals:
          done: Void
          saved: Int
        actions:
          save: [ { emit: saved, value: 3 }, { emit: saved, value: 4 } ]
        body:
          VStackView:
            children:
              - Toggle: { isOn: $notify, id: notifications }
              - ButtonView: { title: Save, id: save, onTap: save, alpha: 0.5, visible: "${!notify}" }
        """

    static func run(_ steps: String) throws -> ScenarioResult {
        let scenario = "scenario: settings\nscreen: Settings\nsteps:\n" + steps
        let app = try SampleLoading.app([
            ("Settings.screen.yaml", settings), ("Settings.scenario.yaml", scenario),
        ])
        let results = ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll()
        return try #require(results.first)
    }

    @Test func attributesOfTheFoundNodeHoldByPropertyOrRuntimeName() throws {
        let result = try Self.run(
            """
              - expect: { id: notifications, has: { isOn: false, enabled: true } }
              - expect: { id: save, has: { title: Save, text: Save, alpha: 0.5, visible: true } }
              - tap: { id: notifications }
              - expect: { type: Toggle, has: { isOn: true } }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func anAttributeThatDiffersSaysWhatTheNodeHolds() throws {
        let result = try Self.run("  - expect: { id: notifications, has: { isOn: true } }\n")
        let failure = try #require(result.failure)
        #expect(failure.expected == "isOn = true on the visible node matching { id: notifications }")
        #expect(failure.found.hasPrefix("isOn = false on toggle Toggle"), "\(failure.found)")
    }

    @Test func anAttributeNeverWrittenIsReportedAsSuch() throws {
        let result = try Self.run("  - expect: { id: notifications, has: { alpha: 1 } }\n")
        #expect(result.failure?.found.hasPrefix("no alpha written on toggle Toggle") == true)
    }

    @Test func aHiddenNodeHasNoAttributesToCheck() throws {
        let result = try Self.run(
            """
              - tap: { id: notifications }
              - expect: { id: save, has: { title: Save } }
            """)
        let failure = try #require(result.failure)
        #expect(failure.expected.hasPrefix("a visible node matching { id: save } with title = "))
        #expect(failure.found == "1 matching node is hidden")
    }

    @Test func notEmittedHoldsUntilTheSignalIsEmittedThenSaysHowOften() throws {
        let passing = try Self.run("  - expect: { notEmitted: [done, saved] }\n")
        #expect(passing.passed)
        let failing = try Self.run(
            """
              - tap: { id: save }
              - expect: { notEmitted: done }
              - expect: { notEmitted: [done, saved] }
            """)
        let failure = try #require(failing.failure)
        #expect(failure.location.range.start.line == 6)
        #expect(failure.expected == "no 'done', 'saved' emitted")
        #expect(failure.found == "'saved' emitted 2 times, the latest carrying 4")
    }
}
