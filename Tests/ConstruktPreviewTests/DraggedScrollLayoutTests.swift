import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktPreview
import ConstruktRuntime
import ConstruktYAML
import Testing

/// A `scroll` step on a list or scroll view with no `scrollOffset` state moves what the scenario
/// lays out and draws: a row scrolled into view has its frame on the screen and takes a tap, one
/// scrolled out takes none, and the offset stays through the tree's updates.
@Suite struct DraggedScrollLayoutTests {
    /// Thirty rows 30 points high in a CollectionView 600 points high, each a button that writes
    /// its title to `picked`, and a VerticalScrollView whose content is shorter than it.
    static let screen = """
        screen: Rows
        state:
          picked: String
          rows: { type: "[String]", default: [\((1...30).map { "Row \($0)" }.joined(separator: ", "))] }
        body:
          VStackView:
            - LabelView: { id: picked, text: "${picked}" }
            - CollectionView:
                id: list
                height: 600
                sections:
                  - section: all
                    items: ${rows}
                    as: row
                    id: $row
                    cell: { ButtonView: { title: "${row}", onTap: [ { set: picked, to: "${row}" } ] } }
            - VerticalScrollView:
                id: short
                children: [ { LabelView: { id: note, text: Note } } ]
        """

    static func run(_ steps: String) throws -> ScenarioResult {
        let files = [
            ("Rows.screen.yaml", screen),
            ("Rows.scenario.yaml", "scenario: rows\nscreen: Rows\nsteps:\n" + steps),
        ]
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.0, text: $0.1)).document }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        let app = try #require(apps.first)
        let runner = ScenarioRunner(
            app: app, catalog: RuntimeCatalog(catalog: CatalogLoader.construktKit.catalog, app: app),
            layoutProbe: PreviewLayoutProbe())
        return try #require(runner.runAll().first)
    }

    static func session() throws -> ScreenSession {
        let documents = [YAMLLoader.load(SourceFile(path: "Rows.screen.yaml", text: screen)).document].compactMap { $0 }
        let app = try #require(FrontEnd.check(documents).apps.first)
        return try ScreenSession(
            catalog: RuntimeCatalog(catalog: CatalogLoader.construktKit.catalog, app: app),
            screen: try #require(app.screens.first), params: [:])
    }

    static func layout(_ query: NodeQuery, in session: ScreenSession) throws -> NodeLayout? {
        let found = try #require(session.tree.find(query))
        return PreviewLayoutProbe().layout(ofNodeAt: found.path, in: session.tree)
    }

    @Test func aRowScrolledIntoViewIsOnTheScreenAndTakesATapAfterAnUpdate() throws {
        let result = try Self.run(
            """
              - scroll: { id: list, to: 400 }
              - expect: { text: Row 25, frame: { y: "< 700" } }
              - tap: { text: Row 25 }
              - expect: { id: picked, text: Row 25 }
              - expect: { text: Row 25, frame: { y: "< 700" } }
              - tap: { text: Row 26 }
              - expect: { id: picked, text: Row 26 }
            """)
        #expect(result.passed, "\(result.failure.map(String.init(describing:)) ?? "")")
    }

    @Test func aRowScrolledOutTakesNoTap() throws {
        let result = try Self.run("  - scroll: { id: list, to: 400 }\n  - tap: { text: Row 1 }\n")
        let failure = try #require(result.failure)
        #expect(failure.found.hasPrefix("the ButtonView is laid out at x "))
        #expect(failure.found.contains("and it is scrolled out of its CollectionView, above it at x 0, y "))
    }

    @Test func theRowsMoveUpByTheOffsetAndAShortScrollViewStaysAtItsTop() throws {
        var session = try Self.session()
        let row = NodeQuery(text: "Row 5")
        let before = try #require(try Self.layout(row, in: session))
        let note = try #require(try Self.layout(NodeQuery(id: "note"), in: session))
        try session.scroll(NodeQuery(id: "list"), to: .offset(100))
        try session.scroll(NodeQuery(id: "short"), to: .offset(500))
        let after = try #require(try Self.layout(row, in: session))
        #expect(after.y == before.y - 100)
        #expect(after.x == before.x && after.height == before.height)
        #expect(try Self.layout(NodeQuery(id: "note"), in: session) == note)
        try session.scroll(NodeQuery(id: "list"), to: .offset(0))
        #expect(try Self.layout(row, in: session) == before)
    }

    @Test func aListIsNotLeftScrolledPastItsEnd() throws {
        var session = try Self.session()
        try session.scroll(NodeQuery(id: "list"), to: .offset(5000))
        let list = try #require(try Self.layout(NodeQuery(id: "list"), in: session))
        let last = try #require(try Self.layout(NodeQuery(text: "Row 30"), in: session))
        // Dragged far past its end, it rests with its last row at its bottom, as UIKit's bounce leaves it.
        #expect(last.y + last.height <= list.y + list.height)
        #expect(last.y + last.height >= list.y + list.height - 40)
    }
}
