import ConstruktRuntime
import Testing

/// Empty states as ConstruktKit 1.2.6 shows them: a section's only while it has no cells (and not
/// under its loading placeholders); a CollectionView's after its sections, which are hidden while
/// it shows.
@Suite struct EmptyStateTests {
    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([
            (
                "Empty.screen.yaml",
                """
                screen: Empty
                state:
                  rows: [String]
                  loading: { type: Bool, default: true }
                body:
                  CollectionView:
                    emptyState:
                      when: ${!loading && rows.isEmpty}
                      content: [ { LabelView: Nothing at all } ]
                    sections:
                      - section: rows
                        items: $rows
                        as: row
                        id: $row
                        emptyState: { LabelView: No rows }
                        shimmer: { count: 1, when: $loading }
                        cell: { LabelView: $row }
                """
            )
        ])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    /// The collection's children: each section as its children's types (prefixed by `hidden` when
    /// it is), then the empty state's nodes.
    static func shape(_ session: ScreenSession) -> [String] {
        let list = session.tree
        return list.children.map { child in
            child.type == "AnySection"
                ? (child.isHidden ? "hidden " : "") + child.children.map { $0.type }.joined(separator: ",") : child.type
        }
    }

    @Test func aSectionShowsItsEmptyStateOnlyWithoutRowsAndNotWhileLoading() throws {
        var session = try Self.session()
        #expect(Self.shape(session) == ["ContainerView"])
        try session.feed(["rows": .list([.string("a")]), "loading": .bool(false)])
        #expect(Self.shape(session) == ["LabelView"])
        #expect(session.tree.find(NodeQuery(text: "No rows")) == nil)
    }

    @Test func theCollectionsEmptyStateFollowsItsSectionsAndHidesThem() throws {
        var session = try Self.session()
        try session.feed(["loading": .bool(false)])
        #expect(Self.shape(session) == ["hidden LabelView", "LabelView"])
        #expect(session.tree.find(NodeQuery(text: "Nothing at all")) != nil)
        #expect(session.tree.find(NodeQuery(text: "No rows")) == nil)
        try session.feed(["rows": .list([.string("a")])])
        #expect(Self.shape(session) == ["LabelView"])
    }
}
