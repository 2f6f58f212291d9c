import ConstruktRuntime
import Foundation
import Testing

@Suite struct AppScenarioTests {
    static func run(_ scenario: String) throws -> ScenarioResult {
        let app = try SampleLoading.app(TestApp.files + [("Nav.scenario.yaml", scenario)])
        return try #require(ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll().first)
    }

    @Test func anAppScenarioDrivesTheNavigatorAndExpectsRouteStackAndScreen() throws {
        let result = try Self.run(
            """
            scenario: around the app
            app: Nav.routes.yaml
            steps:
              - expect: { screen: Login, route: login, stack: [login], state: { loggedIn: false } }
              - tap: { id: logIn }
              - expect: { emitted: done, state: { loggedIn: true }, screen: Home, stack: [home] }
              - tap: { id: count }
              - expect: { state: { taps: 1 } }
              - open: /items/5
              - expect: { route: detail, stack: [home, detail], emitted: { loaded: 5 }, text: Item 5 }
              - back
              - expect: { route: home, stack: [home], state: { taps: 1 } }
              - back
              - expect: { stack: [home], screen: Home }
              - tap: { id: help }
              - expect: { route: help, screen: Help, stack: [home], hidden: { text: Settings } }
              - dismiss
              - expect: { screen: Home, text: Settings }
              - feed: { loggedIn: false }
              - expect: { screen: Login }
              - send: closeHelp
              - expect: { rejected: closeHelp, screen: Login }
              - send: logIn
              - expect: { state: { loggedIn: true }, screen: Home, stack: [home] }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    /// UIKit hides the tab bar while a screen pushed with `hidesBottomBarWhenPushed` is on the
    /// stack: its tabs are not visible, so not tappable, until it is popped.
    @Test func aDestinationThatHidesTheTabBarHidesItsTabsWhileOnTheStack() throws {
        let routes = TestApp.routes.replacingOccurrences(
            of: "path: /items/:itemId }", with: "path: /items/:itemId, hidesTabBar: true }")
        let app = try SampleLoading.app(
            [("Nav.routes.yaml", routes)] + TestApp.files.dropFirst() + [
                (
                    "Nav.scenario.yaml",
                    """
                    scenario: the tab bar hides under an item
                    app: Nav.routes.yaml
                    state: { loggedIn: true }
                    steps:
                      - expect: { text: Settings }
                      - open: /items/5
                      - expect: { stack: [home, detail], hidden: { text: Settings } }
                      - back
                      - expect: { stack: [home], text: Settings }
                    """
                )
            ])
        let result = try #require(ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll().first)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    /// A destination's list of deep links: each opens it, its params read from whichever matched.
    @Test func everyDeepLinkOfADestinationOpensIt() throws {
        let routes = TestApp.routes.replacingOccurrences(
            of: "path: /items/:itemId }", with: "path: [/items/:itemId, \"nav://item/:itemId\"] }")
        let app = try SampleLoading.app(
            [("Nav.routes.yaml", routes)] + TestApp.files.dropFirst() + [
                (
                    "Nav.scenario.yaml",
                    """
                    scenario: an item by either link
                    app: Nav.routes.yaml
                    state: { loggedIn: true }
                    steps:
                      - open: nav://item/7
                      - expect: { stack: [home, detail], text: Item 7 }
                      - back
                      - open: /items/8
                      - expect: { stack: [home, detail], text: Item 8 }
                    """
                )
            ])
        let result = try #require(ScenarioRunner(app: app, catalog: SampleLoading.catalog(for: app)).runAll().first)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func aFailedNavigationExpectationSaysWhatWasThere() throws {
        let result = try Self.run(
            """
            scenario: wrong stack
            app: Nav.routes.yaml
            state: { loggedIn: true }
            steps:
              - tap: { id: open }
              - expect: { stack: [home] }
            """)
        #expect(result.failure?.expected == "stack [home]")
        #expect(result.failure?.found == "stack [home, detail]")
    }
}
