import ConstruktRuntime
import Testing

/// A shimmer slot shows `count` placeholders while its `when` holds (CATALOG-FORMAT.md §10), in
/// place of its section's rows, as ConstruktKit 1.2.6 does.
@Suite struct ShimmerTests {
    static func sections(_ session: ScreenSession) -> [[String]] {
        session.tree.visibleMatches(NodeQuery(type: "AnySection")).map { $0.node.children.map(\.type) }
    }

    static func loading(count: String) throws -> ScreenSession {
        let app = try SampleLoading.app([
            (
                "Loading.screen.yaml",
                """
                screen: Loading
                state:
                  loading: { type: Bool, default: true }
                body:
                  CollectionView:
                    sections:
                      - section: rows
                        items: "${['a', 'b']}"
                        as: row
                        id: $row
                        shimmer: { count: \(count), when: $loading }
                        cell: { LabelView: $row }
                """
            )
        ])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    @Test func theMoviesHomeShimmersWithTheWrittenAndTheDefaultPlaceholderCountTimes() throws {
        let app = try SampleLoading.sample("Movies")
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first { $0.name == "HomeView" }),
            params: [:])
        #expect(
            Self.sections(session) == [
                ["LabelView"] + Array(repeating: "ContainerView", count: 4),
                ["LabelView"] + Array(repeating: "ContainerView", count: 5),
            ])
        try session.feed(["isLoading": .bool(false)])
        #expect(Self.sections(session) == [["LabelView"], ["LabelView"]])
    }

    @Test func thePlaceholdersReplaceTheRowsAsIn126() throws {
        var session = try Self.loading(count: "2")
        #expect(Self.sections(session) == [["ContainerView", "ContainerView"]])
        try session.feed(["loading": .bool(false)])
        #expect(Self.sections(session) == [["LabelView", "LabelView"]])
    }

    @Test func aCountBelowOneShowsNoPlaceholder() throws {
        #expect(Self.sections(try Self.loading(count: "0")) == [[]])
        #expect(Self.sections(try Self.loading(count: "-3")) == [[]])
    }

    @Test func hideSupplementaryTakesTheHeaderAwayWhileLoading() throws {
        let app = try SampleLoading.app([
            (
                "Loading.screen.yaml",
                """
                screen: Loading
                state:
                  loading: { type: Bool, default: true }
                body:
                  CollectionView:
                    sections:
                      - section: rows
                        items: "${['a']}"
                        as: row
                        id: $row
                        header: { LabelView: Rows }
                        shimmer: { count: 1, when: $loading, hideSupplementary: true }
                        cell: { LabelView: $row }
                """
            )
        ])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(Self.sections(session) == [["ContainerView"]])
        try session.feed(["loading": .bool(false)])
        #expect(Self.sections(session) == [["LabelView", "LabelView"]])
    }

    @Test func aCountBeyondTheLimitFailsInsteadOfFillingMemory() throws {
        #expect(throws: RuntimeFailure.self) { try Self.loading(count: "1000000000") }
    }
}
