import ConstruktRuntime
import Testing

/// The navigator runs `onAppear` and `onDisappear` each time a screen comes on and leaves the
/// screen, as UIKit calls `viewWillAppear` and `viewWillDisappear`, and `onLoad` once.
@Suite struct AppearanceTests {
    static func navigator() throws -> AppNavigator {
        let app = try SampleLoading.app(LifecycleApp.files)
        return try AppNavigator(app: app, catalog: SampleLoading.catalog(for: app))
    }

    /// The screen on top's counts: loads, appears, disappears.
    static func counts(_ navigator: AppNavigator) -> [RuntimeValue?] {
        ["loads", "appears", "disappears"].map { navigator.top.instance.state[$0] }
    }

    static func counted(_ loads: Int, _ appears: Int, _ disappears: Int) -> [RuntimeValue?] {
        [.int(loads), .int(appears), .int(disappears)]
    }

    @Test func aScreenAppearsOnceWhenShown() throws {
        let navigator = try Self.navigator()
        #expect(Self.counts(navigator) == Self.counted(1, 1, 0))
    }

    @Test func aPopUncoversAScreenThatAppearsAgainAndThePoppedOneDisappears() throws {
        var navigator = try Self.navigator()
        try navigator.tap(NodeQuery(id: "push"))
        #expect(navigator.route == "pushed")
        try navigator.back()
        #expect(Self.counts(navigator) == Self.counted(1, 2, 1))
        #expect(navigator.outcomes.filter { $0 == .committed(name: "onDisappear") }.count == 2)
    }

    /// The hooks a step ran, in order, on whichever screens.
    static func hooks(after count: Int, _ navigator: AppNavigator) -> [RuntimeValue?] {
        navigator.emissions.dropFirst(count).filter { $0.signal == "lifecycle" }.map(\.value)
    }

    @Test func aPushLoadsTheNewScreenThenTheCoveredOneDisappearsThenTheNewOneAppears() throws {
        var navigator = try Self.navigator()
        #expect(Self.hooks(after: 0, navigator) == [.string("load"), .string("appear")])
        let before = navigator.emissions.count
        try navigator.tap(NodeQuery(id: "push"))
        #expect(Self.hooks(after: before, navigator) == [.string("load"), .string("disappear"), .string("appear")])
    }

    @Test func aTabShownTheFirstTimeLoadsBeforeTheOldTabDisappears() throws {
        var navigator = try Self.navigator()
        let before = navigator.emissions.count
        try navigator.tap(NodeQuery(text: "Second"))
        #expect(Self.hooks(after: before, navigator) == [.string("load"), .string("disappear"), .string("appear")])
    }

    /// `Hop` routes on to `Land` while loading: UIKit never shows it, so it never appears.
    @Test func aScreenCoveredInTheStepThatMadeItNeverAppears() throws {
        func screen(_ name: String, load: String = "") -> (path: String, text: String) {
            (
                name + ".screen.yaml",
                """
                screen: \(name)
                signals:
                  lifecycle: String
                lifecycle:
                  onLoad: [ { emit: lifecycle, value: "\(name) load" }\(load) ]
                  onAppear: [ { emit: lifecycle, value: "\(name) appear" } ]
                  onDisappear: [ { emit: lifecycle, value: "\(name) disappear" } ]
                body:
                  ButtonView: { title: Go, id: go, onTap: { route: hop } }
                """
            )
        }
        let routes = """
            routes: HopRoute
            destinations:
              start: { screen: Start }
              hop: { screen: Hop }
              land: { screen: Land }
            root:
              navigation: start
            """
        let app = try SampleLoading.app([
            ("Hop.routes.yaml", routes), screen("Start"), screen("Hop", load: ", { route: land }"), screen("Land"),
        ])
        var navigator = try AppNavigator(app: app, catalog: SampleLoading.catalog(for: app))
        let before = navigator.emissions.count
        try navigator.tap(NodeQuery(id: "go"))
        #expect(navigator.stack == ["start", "hop", "land"])
        let hooks = Self.hooks(after: before, navigator).compactMap { value -> String? in
            if case .string(let text)? = value { return text }
            return nil
        }
        #expect(hooks.filter { $0.hasSuffix(" load") }.sorted() == ["Hop load", "Land load"])
        #expect(hooks.filter { !$0.hasSuffix(" load") } == ["Start disappear", "Land appear"])
    }

    @Test func aPageSheetLeavesTheScreenUnderItOnScreen() throws {
        var navigator = try Self.navigator()
        try navigator.tap(NodeQuery(id: "sheet"))
        #expect(navigator.route == "sheet")
        #expect(Self.counts(navigator) == Self.counted(1, 1, 0))
        try navigator.dismiss()
        #expect(Self.counts(navigator) == Self.counted(1, 1, 0))
    }

    @Test func aFullScreenModalCoversTheScreenUnderItUntilDismissed() throws {
        var navigator = try Self.navigator()
        try navigator.tap(NodeQuery(id: "full"))
        #expect(navigator.route == "full")
        try navigator.dismiss()
        #expect(Self.counts(navigator) == Self.counted(1, 2, 1))
    }

    @Test func aPushInsideASheetCoversOnlyTheSheetsScreen() throws {
        var navigator = try Self.navigator()
        try navigator.tap(NodeQuery(id: "sheet"))
        try navigator.tap(NodeQuery(id: "push"))
        try navigator.back()
        #expect(navigator.route == "sheet")
        #expect(Self.counts(navigator) == Self.counted(1, 2, 1))
        try navigator.dismiss()
        #expect(Self.counts(navigator) == Self.counted(1, 1, 0))
    }

    @Test func switchingTabsDisappearsTheOldTabsTopAndAppearsTheNewOnes() throws {
        var navigator = try Self.navigator()
        try navigator.tap(NodeQuery(text: "Second"))
        #expect(Self.counts(navigator) == Self.counted(1, 1, 0))
        try navigator.tap(NodeQuery(text: "First"))
        #expect(Self.counts(navigator) == Self.counted(1, 2, 1))
        try navigator.tap(NodeQuery(text: "Second"))
        #expect(Self.counts(navigator) == Self.counted(1, 2, 1))
    }

    @Test func sportsScoresRefreshEachTimeAPopOrATabSwitchBringsThemBack() throws {
        let app = try SampleLoading.sample("SportsApp")
        var navigator = try AppNavigator(
            app: app, catalog: SampleLoading.catalog(for: app),
            state: ["phase": .enumCase("main"), "hasOnboarded": .bool(true)])
        let refreshes = { (navigator: AppNavigator) in
            navigator.emissions.filter { $0.signal == "refreshRequested" }.count
        }
        #expect(refreshes(navigator) == 1)
        try navigator.open("/matches/7")
        #expect(navigator.route == "matchDetail")
        try navigator.back()
        #expect(refreshes(navigator) == 2)
        try navigator.tap(NodeQuery(text: "Teams"))
        try navigator.tap(NodeQuery(text: "Scores"))
        #expect(refreshes(navigator) == 3)
    }
}
