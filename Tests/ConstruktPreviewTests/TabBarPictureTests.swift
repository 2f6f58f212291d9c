import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktPreview
import ConstruktRuntime
import ConstruktYAML
import Testing

/// The preview draws an app's tab bar as its routes file's `tabBar:` says: its background, the
/// selected tab in `tint` with the icon it shows selected, the others in `unselectedTint`; and no
/// bar under a screen pushed with `hidesTabBar`.
@Suite struct TabBarPictureTests {
    private static func navigator(tabBar: String) throws -> AppNavigator {
        let files = [
            (
                "Look.routes.yaml",
                """
                routes: LookRoute
                destinations:
                  home:   { screen: Home }
                  more:   { screen: Home }
                  detail: { screen: Home, hidesTabBar: true }
                root:
                  \(tabBar)
                  tabs:
                    - { navigation: home, title: Home, icon: house, selectedIcon: house.fill }
                    - { navigation: more, title: More, icon: ellipsis }
                """
            ),
            ("Home.screen.yaml", "screen: Home\nactions:\n  open: [ { route: detail } ]\nbody:\n  LabelView: Home\n"),
        ]
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.0, text: $0.1)).document }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        let app = try #require(apps.first)
        return try AppNavigator(
            app: app, catalog: RuntimeCatalog(catalog: CatalogLoader.construktKit.catalog, app: app))
    }

    @Test func theTabBarIsDrawnInItsColoursWithTheSelectedIcon() throws {
        let navigator = try Self.navigator(
            tabBar: "tabBar: { background: \"#1A1A1A\", tint: \"#FF0000\", unselectedTint: \"#00FF00\" }")
        let svg = ScreenPicture(tree: navigator.tree).svg(highlighting: nil)
        #expect(svg.contains("fill=\"#1a1a1a\""))
        #expect(svg.contains(">house.fill<"))
        #expect(svg.contains("fill=\"#ff0000\""))
        #expect(svg.contains("fill=\"#00ff00\""))
    }

    @Test func withoutALookTheTabBarIsUIKits() throws {
        let navigator = try Self.navigator(tabBar: "")
        let svg = ScreenPicture(tree: navigator.tree).svg(highlighting: nil)
        #expect(!svg.contains("fill=\"#1a1a1a\""))
        #expect(svg.contains(">house.fill<"))
    }

    @Test func aScreenThatHidesTheTabBarIsDrawnWithoutIt() throws {
        var navigator = try Self.navigator(tabBar: "tabBar: { background: \"#1A1A1A\" }")
        try navigator.send("open", arguments: [:])
        let picture = ScreenPicture(tree: navigator.tree)
        #expect(!picture.svg(highlighting: nil).contains("fill=\"#1a1a1a\""))
        let tabs = try #require(navigator.tree.children.firstIndex { $0.kind == "tabs" })
        #expect(picture.frame(at: [tabs]) == nil)
    }
}
