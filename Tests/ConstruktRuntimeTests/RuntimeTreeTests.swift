import ConstruktRuntime
import Testing

@Suite struct RuntimeTreeTests {
    static func cart() throws -> ScreenSession {
        let app = try SampleLoading.app([("Cart.screen.yaml", TestScreens.cart)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first),
            params: ["title": .string("Cart")])
    }

    @Test func theTreeExpandsLoopsAndConditionsAndShowsWrittenAttributes() throws {
        let session = try Self.cart()
        #expect(
            session.tree.text == """
                stack VStackView
                  label LabelView text="Cart: 0"
                  stack VStackView hidden=false
                    button ButtonView id="add" text="Add"
                  label LabelView text="apple"
                  label LabelView text="pear"
                  label LabelView text="has items"

                """)
    }

    @Test func theTreeFollowsStateChanges() throws {
        var session = try Self.cart()
        try session.tap(NodeQuery(id: "add"))
        try session.feed(["items": .list([])])
        #expect(
            session.tree.text == """
                stack VStackView
                  label LabelView text="Cart: 1"
                  stack VStackView hidden=false
                    button ButtonView id="add" text="Add"
                  label LabelView text="empty"

                """)
    }

    @Test func findersMatchTextIdTypeAndIndexInTreeOrder() throws {
        let tree = try Self.cart().tree
        #expect(tree.find(NodeQuery(text: "pear"))?.path == [3])
        #expect(tree.find(NodeQuery(id: "add"))?.node.type == "ButtonView")
        #expect(tree.visibleMatches(NodeQuery(type: "LabelView")).count == 4)
        #expect(tree.find(NodeQuery(type: "LabelView", index: 2))?.node.attributes["text"] == .string("pear"))
        #expect(tree.find(NodeQuery(type: "LabelView", index: 4)) == nil)
        #expect(tree.find(NodeQuery(text: "pea")) == nil)
    }

    @Test func aHiddenAncestorHidesItsDescendantsFromFinders() throws {
        var session = try Self.cart()
        try session.feed(["busy": .bool(true)])
        #expect(session.tree.find(NodeQuery(id: "add")) == nil)
        #expect(throws: RuntimeFailure.self) { try session.tap(NodeQuery(id: "add")) }
        #expect(session.instance.state["count"] == .int(0))
    }
}
