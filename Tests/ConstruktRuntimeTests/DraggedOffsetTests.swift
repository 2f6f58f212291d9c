import ConstruktRuntime
import Testing

/// A `scroll` step on a view with no `scrollOffset` written: the session keeps the offset, as
/// UIKit's view does, in the node's `scrollOffset` a layout reads, through the tree's updates, until
/// the view goes away or `scrollToTop:` puts it back at its top.
@Suite struct DraggedOffsetTests {
    static let rows = """
        screen: Rows
        state:
          taps: Int
          shown: { type: Bool, default: true }
          rows: { type: "[String]", default: [a, b, c] }
        actions:
          restart: [ { scrollToTop: list } ]
        body:
          VStackView:
            - LabelView: { id: count, text: "Taps ${taps}" }
            - if: $shown
              then:
                - CollectionView:
                    id: list
                    sections:
                      - section: all
                        items: ${rows}
                        as: row
                        id: $row
                        cell: { LabelView: "${row} ${taps}" }
            - ScrollView: { id: across, children: [ { LabelView: Across } ] }
        """

    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([("Rows.screen.yaml", rows)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    static func offset(of id: String, in session: ScreenSession) -> RuntimeValue? {
        session.tree.find(NodeQuery(id: id))?.node.style["scrollOffset"]
    }

    @Test func theDraggedOffsetStaysThroughUpdatesAndTheUpdatedTreeIsTheRebuiltOne() throws {
        var session = try Self.session()
        #expect(Self.offset(of: "list", in: session) == nil)
        try session.scroll(NodeQuery(id: "list"), to: .offset(240))
        try session.scroll(NodeQuery(id: "across"), to: .offset(30))
        #expect(Self.offset(of: "list", in: session) == .double(240))
        try session.feed(["taps": .int(1), "rows": .list([.string("a"), .string("d")])])
        #expect(Self.offset(of: "list", in: session) == .double(240))
        #expect(Self.offset(of: "across", in: session) == .double(30))
        try session.rebuildTree()
        #expect(Self.offset(of: "list", in: session) == .double(240))
    }

    @Test func aViewThatGoesAndComesBackIsAtItsTop() throws {
        var session = try Self.session()
        try session.scroll(NodeQuery(id: "list"), to: .offset(240))
        try session.feed(["shown": .bool(false)])
        try session.feed(["shown": .bool(true)])
        #expect(Self.offset(of: "list", in: session) == nil)
        try session.feed(["taps": .int(2)])
        #expect(Self.offset(of: "list", in: session) == nil)
    }

    @Test func scrollToTopPutsTheViewBackAtItsTop() throws {
        var session = try Self.session()
        try session.scroll(NodeQuery(id: "list"), to: .offset(240))
        try session.scroll(NodeQuery(id: "across"), to: .offset(30))
        try session.send("restart")
        #expect(Self.offset(of: "list", in: session) == nil)
        #expect(Self.offset(of: "across", in: session) == .double(30))
    }
}
