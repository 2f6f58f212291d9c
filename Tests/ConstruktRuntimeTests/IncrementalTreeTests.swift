import ConstruktRuntime
import Testing

/// A change touches only the nodes that read what changed; the tree stays what a rebuild makes.
@Suite struct IncrementalTreeTests {
    static func book(_ id: Int, _ title: String, read: Bool = false) -> RuntimeValue {
        .model(["id": .int(id), "title": .string(title), "read": .bool(read)])
    }

    static func library(books: [RuntimeValue] = [book(1, "Dune"), book(2, "Emma")]) throws -> ScreenSession {
        let app = try SampleLoading.app([("Library.screen.yaml", LiveTreeScreens.library)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        try session.feed(["books": .list(books)])
        return session
    }

    static func rebuilt(_ session: ScreenSession) throws -> ScreenSession {
        var rebuilt = session
        try rebuilt.rebuildTree()
        return rebuilt
    }

    @Test func aStateChangeEvaluatesAgainOnlyTheLabelThatReadsItAndKeepsTheIfBranch() throws {
        var session = try Self.library()
        try session.tap(NodeQuery(id: "add"))
        #expect(session.lastTreeUpdate.changedNames == ["count"])
        #expect(session.lastTreeUpdate.nodesReevaluated == 1)
        #expect(session.lastTreeUpdate.nodesBuilt == 0)
        #expect(!session.lastTreeUpdate.wasRebuilt)
        #expect(session.tree.find(NodeQuery(text: "Count: 1")) != nil)
        #expect(session.tree.find(NodeQuery(text: "few")) != nil)
    }

    @Test func anIfBuildsItsOtherBranchOnlyWhenItsConditionFlips() throws {
        var session = try Self.library()
        try session.feed(["count": .int(3)])
        #expect(session.lastTreeUpdate.nodesBuilt == 1)
        #expect(session.tree.find(NodeQuery(text: "many")) != nil)
        #expect(session.tree.find(NodeQuery(text: "few")) == nil)
    }

    @Test func aListKeepsTheNodesOfItemsWhoseIdentityStaysAndUpdatesAChangedOne() throws {
        var session = try Self.library()
        try session.feed([
            "books": .list([Self.book(1, "Dune"), Self.book(2, "Emma", read: true), Self.book(3, "Ulysses")])
        ])
        #expect(session.lastTreeUpdate.nodesBuilt == 2)
        #expect(session.lastTreeUpdate.nodesReevaluated == 2)
        #expect(
            session.tree.visibleMatches(NodeQuery(type: "LabelView")).map { $0.node.attributes["text"]?.interpolated }
                == ["Count: 0", "few", "Dune", "unread", "Emma", "read", "Ulysses", "unread"])
    }

    @Test func reorderingOrRemovingItemsBuildsNothing() throws {
        var session = try Self.library(books: [Self.book(1, "Dune"), Self.book(2, "Emma"), Self.book(3, "Ulysses")])
        try session.feed(["books": .list([Self.book(3, "Ulysses"), Self.book(1, "Dune"), Self.book(2, "Emma")])])
        #expect(session.lastTreeUpdate.nodesBuilt == 0)
        #expect(session.lastTreeUpdate.nodesReevaluated == 0)
        try session.tap(NodeQuery(id: "drop"))
        #expect(session.lastTreeUpdate.nodesBuilt == 0)
        #expect(
            session.tree.visibleMatches(NodeQuery(type: "LabelView")).compactMap {
                $0.node.attributes["text"]?.interpolated
            } == ["Count: 0", "few", "Dune", "unread", "Emma", "unread"])
        #expect(TreeDescription.of(session.tree) == TreeDescription.of(try Self.rebuilt(session).tree))
    }

    @Test func aRebuildBuildsEveryNodeAndGivesTheSameTree() throws {
        var session = try Self.library()
        try session.tap(NodeQuery(id: "add"))
        let updated = session.tree
        try session.rebuildTree()
        #expect(session.lastTreeUpdate.wasRebuilt)
        #expect(session.lastTreeUpdate.nodesBuilt == 9)
        #expect(TreeDescription.of(session.tree) == TreeDescription.of(updated))
    }

    @Test func aChangeNothingReadsTouchesNoNode() throws {
        var session = try Self.library()
        try session.feed(["count": .int(0)])
        #expect(session.lastTreeUpdate.changedNames.isEmpty)
        #expect(session.lastTreeUpdate.nodesReevaluated == 0)
        #expect(session.lastTreeUpdate.nodesBuilt == 0)
    }

    @Test func aListsRowsFollowTheirItemsAndSelectTheItemNowInTheirPlace() throws {
        let app = try SampleLoading.app([("Form.screen.yaml", TestScreens.form)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        try session.feed(["fruits": .list([.string("pear"), .string("apple"), .string("fig")])])
        #expect(session.lastTreeUpdate.nodesBuilt == 1)
        try session.select(section: nil, index: 0)
        #expect(session.instance.state["picked"] == .string("pear"))
        #expect(session.lastTreeUpdate.nodesBuilt == 0)
    }
}
