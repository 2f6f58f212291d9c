import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktPreview
import ConstruktRuntime
import ConstruktYAML
import Testing

/// In an app, UIKit's navigation bar is drawn over each stack unless the routes file hides it:
/// a back button above the stack's root, the screen's `navigation:` title, and the screen's safe
/// area starting below the bar.
@Suite struct NavigationBarPictureTests {
    private static func navigator(hidesBar: Bool) throws -> AppNavigator {
        let files = [
            (
                "Bar.routes.yaml",
                """
                routes: BarRoute
                hidesNavigationBar: \(hidesBar)
                destinations:
                  home:   { screen: Home }
                  detail: { screen: Home }
                root: { navigation: home }
                """
            ),
            (
                "Home.screen.yaml",
                """
                screen: Home
                actions:
                  open: [ { route: detail } ]
                body:
                  ZStackView:
                    navigation: Inbox
                    children:
                      - LabelView: { text: Kept, id: kept, safeArea: true }
                """
            ),
        ]
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.0, text: $0.1)).document }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        let app = try #require(apps.first)
        return try AppNavigator(
            app: app, catalog: RuntimeCatalog(catalog: CatalogLoader.construktKit.catalog, app: app))
    }

    /// The frame of the screen's `kept` label: the app's first child, the screen, then its one view.
    private static func keptFrame(_ picture: ScreenPicture) throws -> Rect {
        try #require(picture.frame(at: [0, 0]))
    }

    @Test func theBarShowsTheTitleAndTheSafeAreaStartsBelowIt() throws {
        let navigator = try Self.navigator(hidesBar: false)
        #expect(navigator.tree.children.map(\.kind).last == "navigationBar")
        let picture = ScreenPicture(tree: navigator.tree)
        #expect(picture.svg.contains(">Inbox<"))
        #expect(!picture.svg.contains("‹ Back"))
        #expect(try picture.frame(at: [1]) == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(try Self.keptFrame(picture).y == 103)
    }

    @Test func aPushedScreenHasABackButton() throws {
        var navigator = try Self.navigator(hidesBar: false)
        try navigator.send("open", arguments: [:])
        #expect(ScreenPicture(tree: navigator.tree).svg.contains("‹ Back"))
    }

    @Test func anAppThatHidesTheBarHasNone() throws {
        let navigator = try Self.navigator(hidesBar: true)
        #expect(navigator.tree.children.allSatisfy { $0.kind != "navigationBar" })
        let picture = ScreenPicture(tree: navigator.tree)
        #expect(!picture.svg.contains(">Inbox<"))
        #expect(try Self.keptFrame(picture).y == 59)
    }
}
