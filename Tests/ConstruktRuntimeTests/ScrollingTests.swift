import ConstruktRuntime
import Testing

/// Scrolling and paging in the runtime: a `scroll` step writes the offset state that expressions
/// read through `progress(…)`, a `page` step writes a carousel's page, and the end of a list runs
/// its `onNearEnd` once per item count.
@Suite struct ScrollingTests {
    static let feed = """
        screen: Feed
        state:
          offset: CGFloat
          read: Double
          page: Int
          loads: Int
          items: { type: "[String]", default: [a, b, c] }
        actions:
          more:
            - set: loads
              to: ${loads + 1}
            - if: ${items.count < 4}
              then: [ { append: items, value: d } ]
        body:
          VStackView:
            - LabelView: { id: fade, text: "${format(progress(offset, 100), '%.2f')}" }
            - LabelView: { id: shown, text: "${page}/${loads}" }
            - ScrollView: { id: article, scrollOffset: $read, children: [ { LabelView: Text } ] }
            - CollectionView:
                id: feed
                scrollOffset: $offset
                sections:
                  - section: hero
                    items: ${items}
                    id: $item
                    layout: { carousel: { itemWidth: 100, itemHeight: 100 } }
                    page: $page
                    cell: { LabelView: $item }
                  - section: rows
                    items: ${items}
                    id: $item
                    onNearEnd: more
                    cell: { LabelView: $item }
        """

    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([("Feed.screen.yaml", feed)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    static func text(_ id: String, in session: ScreenSession) -> RuntimeValue? {
        session.tree.find(NodeQuery(id: id))?.node.attributes["text"]
    }

    @Test func scrollingWritesTheOffsetWhichProgressClampsToZeroThroughOne() throws {
        var session = try Self.session()
        #expect(Self.text("fade", in: session) == .string("0.00"))
        for (offset, shown) in [(-30.0, "0.00"), (25, "0.25"), (100, "1.00"), (480, "1.00")] {
            try session.scroll(NodeQuery(id: "feed"), to: .offset(offset))
            #expect(session.instance.state["offset"] == .double(offset))
            #expect(Self.text("fade", in: session) == .string(shown))
        }
        try session.scroll(NodeQuery(id: "article"), to: .offset(12))
        #expect(session.instance.state["read"] == .double(12))
    }

    @Test func scrollingANodeThatDoesNotScrollFailsNamingWhatDoes() throws {
        var session = try Self.session()
        let failure = try #require(throws: RuntimeFailure.self) {
            try session.scroll(NodeQuery(id: "fade"), to: .offset(10))
        }
        #expect("\(failure)".contains("does not scroll"))
        #expect("\(failure)".contains("CollectionView"))
    }

    @Test func pagingWritesTheCarouselsPageAndRefusesWhatIsNoPage() throws {
        var session = try Self.session()
        try session.page(section: "hero", to: 2)
        #expect(session.instance.state["page"] == .int(2))
        #expect(Self.text("shown", in: session) == .string("2/0"))
        #expect(throws: RuntimeFailure.self) { try session.page(section: "hero", to: 3) }
        #expect(throws: RuntimeFailure.self) { try session.page(section: "hero", to: -1) }
        let notCarousel = try #require(throws: RuntimeFailure.self) { try session.page(section: "rows", to: 0) }
        #expect("\(notCarousel)".contains("not a carousel"))
        let unknown = try #require(throws: RuntimeFailure.self) { try session.page(section: "heroes", to: 0) }
        #expect("\(unknown)".contains("hero, rows"))
    }

    @Test func theEndRunsOnNearEndOncePerItemCount() throws {
        var session = try Self.session()
        try session.scroll(NodeQuery(id: "feed"), to: .offset(2000))
        #expect(session.instance.state["loads"] == .int(0))
        try session.scroll(NodeQuery(id: "feed"), to: .end)
        #expect(session.instance.state["loads"] == .int(1))
        // The list grew to 4, so its end runs it again; then it stays at 4, and the end no more.
        try session.scroll(NodeQuery(id: "feed"), to: .end)
        try session.scroll(NodeQuery(id: "feed"), to: .end)
        #expect(session.instance.state["loads"] == .int(2))
        #expect(session.instance.state["offset"] == .double(2000))
    }

    @Test func progressIsTheQuotientClampedAsSwiftsMinAndMaxDo() {
        #expect(Evaluator.progress(50, over: 100) == 0.5)
        #expect(Evaluator.progress(-5, over: 100) == 0)
        #expect(Evaluator.progress(500, over: 100) == 1)
        #expect(Evaluator.progress(5, over: 0) == 1)
        #expect(Evaluator.progress(-5, over: 0) == 0)
        #expect(Evaluator.progress(0, over: 0).isNaN)
    }
}
