import ConstruktRuntime
import Testing

/// A tabs root's `tabBar:` look and its tabs' `selectedIcon:`, as the headless app shows them to an
/// `expect: { tabBar: … }` (Docs/language.md, A routes file and A scenario file).
@Suite struct TabBarLookTests {
    private static let routes = """
        routes: LookRoute
        destinations:
          home:   { screen: Home }
          more:   { screen: More }
          detail: { screen: More, hidesTabBar: true }
          sheet:  { screen: More, presentation: sheet }
        root:
          tabBar: { background: { hex: "#1A1A1A", alpha: 0.9 }, tint: white, unselectedTint: gray }
          tabs:
            - { navigation: home, title: Home, icon: house, selectedIcon: house.fill }
            - { navigation: more, title: More, icon: ellipsis }
        """

    private static let home = """
        screen: Home
        actions:
          open: [ { route: detail } ]
          cover: [ { route: sheet } ]
        body:
          VStackView:
            - ButtonView: { title: Open, id: open, onTap: open }
            - ButtonView: { title: Cover, id: cover, onTap: cover }
        """

    private func run(_ steps: String) throws -> ScenarioResult {
        let app = try SampleLoading.app([
            ("Look.routes.yaml", Self.routes), ("Home.screen.yaml", Self.home),
            ("More.screen.yaml", "screen: More\nbody:\n  LabelView: More\n"),
            ("Look.scenario.yaml", "scenario: the tab bar\napp: Look.routes.yaml\nsteps:\n" + steps),
        ])
        return try #require(ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll().first)
    }

    /// The bar carries its colours, and the selected tab shows its selected icon, the others their icon.
    @Test func theTabBarShowsItsLookAndTheSelectedTabsIcon() throws {
        let result = try run(
            """
              - expect: { tabBar: { hidden: false, selected: Home, icon: house.fill, tint: white, unselectedTint: gray } }
              - expect: { tabBar: { background: { hex: "#1A1A1A", alpha: 0.9 } } }
              - tap: { text: More }
              - expect: { tabBar: { selected: More, icon: ellipsis } }
              - tap: { text: Home }
              - expect: { tabBar: { icon: house.fill } }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    /// A screen pushed with `hidesTabBar` hides the bar until popped; a presented one covers it.
    @Test func theTabBarIsHiddenUnderAScreenThatHidesItOrCoversIt() throws {
        let result = try run(
            """
              - tap: { id: open }
              - expect: { stack: [home, detail], tabBar: { hidden: true } }
              - back
              - expect: { tabBar: { hidden: false, selected: Home } }
              - tap: { id: cover }
              - expect: { tabBar: { hidden: true } }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    /// A look that differs fails with the bar's value.
    @Test func aTintThatDiffersFailsWithTheBarsTint() throws {
        let result = try run("  - expect: { tabBar: { tint: black } }\n")
        let failure = try #require(result.failure)
        #expect(failure.expected == "tab bar tint = black")
        #expect(failure.found == "tab bar tint = white")
    }
}
