import ConstruktRuntime
import Testing

/// `has:` on a node of a `component:` file reads the instance's params and its own state, as they
/// are now, and the node's runtime attributes.
@Suite struct ComponentInstanceExpectationTests {
    static let book = """
        component: Book
        params:
          title: String
        state:
          expanded: Bool
        actions:
          toggle: [ { toggle: expanded } ]
        body:
          VStackView:
            - ButtonView: { title: $title, onTap: toggle }
            - LabelView: { text: "About ${title}", visible: $expanded }
        """

    static let shelf = """
        screen: Shelf
        state:
          second: { type: String, default: Emma }
        host: { state: [second] }
        body:
          VStackView:
            children:
              - Book: { title: Dune, id: first }
              - Book: { title: $second, id: other }
        """

    static func run(_ steps: String) throws -> ScenarioResult {
        let scenario = "scenario: books\nscreen: Shelf\nsteps:\n" + steps
        let app = try SampleLoading.app([
            ("Book.screen.yaml", book), ("Shelf.screen.yaml", shelf), ("Shelf.scenario.yaml", scenario),
        ])
        let results = ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll()
        return try #require(results.first)
    }

    @Test func theInstancesStateAndParamsAreReadAsTheyAreNow() throws {
        let result = try Self.run(
            """
              - expect: { id: first, has: { expanded: false, title: Dune, hidden: false } }
              - tap: { text: Dune }
              - expect: { id: first, has: { expanded: true } }
              - expect: { id: other, has: { expanded: false, title: Emma } }
              - feed: { second: Persuasion }
              - expect: { type: Book, index: 1, has: { title: Persuasion, expanded: false } }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func aStateThatDiffersSaysWhatTheInstanceHolds() throws {
        let result = try Self.run("  - expect: { id: first, has: { expanded: true } }\n")
        let failure = try #require(result.failure)
        #expect(failure.expected == "expanded = true on the visible node matching { id: first }")
        #expect(failure.found.hasPrefix("expanded = false on component Book"), "\(failure.found)")
    }
}
