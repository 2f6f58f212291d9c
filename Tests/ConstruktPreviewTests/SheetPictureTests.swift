import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktPreview
import ConstruktRuntime
import ConstruktYAML
import Testing

/// A page sheet on top of an app is drawn as an iPhone shows it: from 10 points below the status
/// bar at the large detent, from halfway down at the medium one, over the dimmed screen, with no
/// status bar inside it to keep below.
@Suite struct SheetPictureTests {
    private static func navigator() throws -> AppNavigator {
        let files = [
            (
                "Sheets.routes.yaml",
                """
                routes: SheetsRoute
                hidesNavigationBar: true
                destinations:
                  home:   { screen: Home }
                  large:  { screen: Home, presentation: present }
                  medium: { screen: Home, presentation: { sheet: { detents: [large, medium] } } }
                root: { navigation: home }
                """
            ),
            (
                "Home.screen.yaml",
                """
                screen: Home
                actions:
                  openLarge: [ { route: large } ]
                  openMedium: [ { route: medium } ]
                body:
                  ZStackView:
                    children:
                      - LabelView: { text: Kept, safeArea: true }
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

    @Test func aPresentedScreenIsALargeSheetBelowTheStatusBar() throws {
        var navigator = try Self.navigator()
        #expect(navigator.tree.attributes["sheet"] == nil)
        try navigator.send("openLarge", arguments: [:])
        #expect(navigator.tree.attributes["sheet"] == .string("large"))
        let picture = ScreenPicture(tree: navigator.tree)
        #expect(picture.frame(at: [0]) == Rect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(picture.frame(at: [0, 0])?.y == 69)
        #expect(picture.svg.contains("fill-opacity=\"0.4\""))
    }

    @Test func aSheetThatCanRestAtMediumStartsThereHalfwayDown() throws {
        var navigator = try Self.navigator()
        try navigator.send("openMedium", arguments: [:])
        #expect(navigator.tree.attributes["sheet"] == .string("medium"))
        #expect(ScreenPicture(tree: navigator.tree).frame(at: [0])?.y == 426)
    }
}
