import ConstruktRuntime
import Testing

@Suite struct AppNavigatorTests {
    static func navigator(state: [String: RuntimeValue] = [:]) throws -> AppNavigator {
        let app = try SampleLoading.app(TestApp.files)
        return try AppNavigator(app: app, catalog: SampleLoading.catalog(for: app), state: state)
    }

    static func loggedIn() throws -> AppNavigator {
        try navigator(state: ["loggedIn": .bool(true)])
    }

    @Test func aSwitchRootShowsTheCaseAppStateMatches() throws {
        let navigator = try Self.navigator()
        #expect(navigator.appState == ["loggedIn": .bool(false)])
        #expect(navigator.route == "login")
        #expect(navigator.stack == ["login"])
        #expect(navigator.top.instance.screen.name == "Login")
        #expect(navigator.tree.children.map(\.kind) == ["button", "navigationBar"])
        #expect(navigator.tree.children[1].attributes["back"] == .bool(false))
    }

    @Test func aWiredSignalRunsItsAppActionAndTheSwitchRootFollows() throws {
        var navigator = try Self.navigator()
        try navigator.tap(NodeQuery(id: "logIn"))
        #expect(navigator.appState["loggedIn"] == .bool(true))
        #expect(navigator.stack == ["home"])
        #expect(navigator.emissions.map(\.signal) == ["done"])
        #expect(navigator.outcomes.last == .committed(name: "logIn"))
    }

    @Test func feedingAppStateMakesASwitchRootFollow() throws {
        var navigator = try Self.navigator()
        try navigator.feed(["loggedIn": .bool(true)])
        #expect(navigator.stack == ["home"])
    }

    @Test func aTabsRootStartsOnItsFirstTabAndShowsItsTabsAsNodes() throws {
        let navigator = try Self.loggedIn()
        #expect(navigator.selectedTab == 0)
        #expect(navigator.stack == ["home"])
        #expect(navigator.tree.children.map(\.kind) == ["stack", "navigationBar", "tabs"])
        let tabs = navigator.tree.children[2]
        #expect(tabs.children.map(\.kind) == ["tab", "tab"])
        #expect(tabs.children.map { $0.attributes["text"] } == [.string("Home"), .string("Settings")])
        #expect(tabs.children.map { $0.attributes["selected"] } == [.bool(true), .bool(false)])
    }

    @Test func tappingATabTitleShowsThatTabAndEachTabKeepsItsStack() throws {
        var navigator = try Self.loggedIn()
        try navigator.tap(NodeQuery(id: "open"))
        try navigator.tap(NodeQuery(text: "Settings"))
        #expect(navigator.selectedTab == 1)
        #expect(navigator.stack == ["settings"])
        #expect(navigator.route == "settings")
        try navigator.tap(NodeQuery(text: "Home"))
        #expect(navigator.stack == ["home", "detail"])
        #expect(navigator.route == "detail")
    }

    @Test func aRouteStatementPushesWithItsArgumentsAndBackPops() throws {
        var navigator = try Self.loggedIn()
        try navigator.tap(NodeQuery(id: "open"))
        #expect(navigator.stack == ["home", "detail"])
        #expect(navigator.top.instance.params["itemId"] == .int(7))
        #expect(navigator.emissions.last == SignalEmission(signal: "loaded", value: .int(7)))
        try navigator.tap(NodeQuery(id: "more"))
        #expect(navigator.stack == ["home", "detail", "detail"])
        try navigator.tap(NodeQuery(id: "close"))
        #expect(navigator.stack == ["home", "detail"])
        #expect(navigator.top.instance.params["itemId"] == .int(7))
        try navigator.back()
        #expect(navigator.stack == ["home"])
    }

    @Test func backAtAStacksRootIsRejectedAndChangesNothing() throws {
        var navigator = try Self.loggedIn()
        try navigator.back()
        #expect(navigator.outcomes.last?.rejection?.transaction == "back")
        #expect(navigator.stack == ["home"])
        try navigator.tap(NodeQuery(id: "count"))
        try navigator.tap(NodeQuery(id: "leave"))
        #expect(navigator.outcomes.last?.rejection?.transaction == "ButtonView.onTap")
        #expect(navigator.stack == ["home"])
        #expect(navigator.top.instance.state["taps"] == .int(1))
    }

    @Test func aScreenUncoveredAgainKeepsItsState() throws {
        var navigator = try Self.loggedIn()
        try navigator.tap(NodeQuery(id: "count"))
        try navigator.tap(NodeQuery(id: "count"))
        try navigator.tap(NodeQuery(id: "open"))
        try navigator.back()
        #expect(navigator.top.instance.state["taps"] == .int(2))
        #expect(navigator.tree.find(NodeQuery(text: "Taps: 2")) != nil)
    }

    @Test func aSheetIsAModalWithItsOwnStackOverTheCurrentOne() throws {
        var navigator = try Self.loggedIn()
        try navigator.tap(NodeQuery(id: "help"))
        #expect(navigator.route == "help")
        #expect(navigator.stack == ["home"])
        #expect(navigator.top.instance.screen.name == "Help")
        #expect(!navigator.tree.children.contains { $0.kind == "tabs" }, "the tab bar is covered")
        #expect(navigator.tree.attributes["sheet"] == .string("large"))
        try navigator.tap(NodeQuery(id: "item"))
        #expect(navigator.route == "detail")
        #expect(navigator.stack == ["home"])
        try navigator.back()
        #expect(navigator.route == "help")
        try navigator.back()
        #expect(navigator.outcomes.last?.rejection?.transaction == "back")
        #expect(navigator.route == "help")
        try navigator.tap(NodeQuery(id: "shut"))
        #expect(navigator.route == "home")
        try navigator.dismiss()
        #expect(navigator.outcomes.last?.rejection?.transaction == "dismiss")
        #expect(navigator.route == "home")
    }

    @Test func aWiredAppActionCanDismiss() throws {
        var navigator = try Self.loggedIn()
        try navigator.tap(NodeQuery(id: "help"))
        try navigator.tap(NodeQuery(id: "done"))
        #expect(navigator.route == "home")
        #expect(navigator.outcomes.last == .committed(name: "closeHelp"))
    }

    @Test func aDeepLinkReadsTypedParamsAndShowsItsDestinationAsItsPresentationSays() throws {
        var navigator = try Self.loggedIn()
        try navigator.open("/items/42")
        #expect(navigator.stack == ["home", "detail"])
        #expect(navigator.top.instance.params["itemId"] == .int(42))
        try navigator.open("/help")
        #expect(navigator.route == "help")
        #expect(navigator.stack == ["home", "detail"])
        #expect(throws: RuntimeFailure.self) { try navigator.open("/items/forty-two") }
        #expect(throws: RuntimeFailure.self) { try navigator.open("/nowhere") }
    }

    /// As the generated `init?(url:)` reads them: `Tab(rawValue:)` and `UUID(uuidString:)` are nil
    /// for any other text.
    @Test func aDeepLinkReadsAnEnumByItsCasesAndAUUIDByItsText() throws {
        let app = try SampleLoading.app([
            (
                "App.routes.yaml",
                """
                routes: AppRoute
                destinations:
                  tab: { screen: Tabbed, params: { tab: Tab, id: UUID }, path: /tabs/:tab/:id }
                  home: { screen: Tabbed, params: { tab: Tab, id: UUID } }
                root: { navigation: home, with: { tab: home, id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F } }
                """
            ),
            (
                "Tabbed.screen.yaml",
                """
                screen: Tabbed
                types:
                  Tab: { enum: [home, settings] }
                params:
                  tab: Tab
                  id: UUID
                body:
                  LabelView: "${tab.rawValue}"
                """
            ),
        ])
        var navigator = try AppNavigator(app: app, catalog: SampleLoading.catalog(for: app))
        let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        try navigator.open("/tabs/settings/\(id)")
        #expect(navigator.top.instance.params["tab"] == .enumCase("settings"))
        #expect(throws: RuntimeFailure.self) { try navigator.open("/tabs/bogus/\(id)") }
        #expect(throws: RuntimeFailure.self) { try navigator.open("/tabs/home/not-a-uuid") }
    }

    @Test func whenTheSwitchCaseChangesTheNewRootStartsFresh() throws {
        var navigator = try Self.loggedIn()
        try navigator.tap(NodeQuery(id: "open"))
        try navigator.open("/help")
        try navigator.feed(["loggedIn": .bool(false)])
        #expect(navigator.stack == ["login"])
        try navigator.tap(NodeQuery(id: "logIn"))
        #expect(navigator.selectedTab == 0)
        #expect(navigator.stack == ["home"])
        #expect(navigator.route == "home")
    }

    @Test func aWiredSignalOnALaterTabFlipsTheRoot() throws {
        var navigator = try Self.loggedIn()
        try navigator.tap(NodeQuery(text: "Settings"))
        try navigator.tap(NodeQuery(id: "logOut"))
        #expect(navigator.appState["loggedIn"] == .bool(false))
        #expect(navigator.stack == ["login"])
    }
}
