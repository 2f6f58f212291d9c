import ConstruktRuntime
import Testing

/// Nodes of a `component:` file with state and actions run in their own instances.
@Suite struct ComponentInstanceTests {
    static func board() throws -> ScreenSession {
        let app = try SampleLoading.app([
            ("CounterRow.screen.yaml", LiveTreeScreens.counterRow), ("Board.screen.yaml", LiveTreeScreens.board),
        ])
        let screen = try #require(app.screens.first { $0.name == "Board" })
        return try ScreenSession(catalog: SampleLoading.catalog(for: app), screen: screen, params: [:])
    }

    static func labels(_ session: ScreenSession) -> [String] {
        session.tree.visibleMatches(NodeQuery(type: "LabelView")).compactMap {
            $0.node.attributes["text"]?.interpolated
        }
    }

    @Test func eachComponentNodeKeepsItsOwnState() throws {
        var session = try Self.board()
        #expect(Self.labels(session) == ["a: 0", "b: 0", "no extra"])
        try session.tap(NodeQuery(text: "+a"))
        try session.tap(NodeQuery(text: "+a"))
        #expect(Self.labels(session) == ["a: 2", "b: 0", "no extra"])
        #expect(session.lastTreeUpdate.nodesReevaluated == 1)
        #expect(session.lastTreeUpdate.nodesBuilt == 0)
        #expect(session.instance.state["names"] == .list([.string("a"), .string("b")]))
    }

    @Test func liveParamsAreBoundAgainWhenTheValuesPassedChangeAndStateStays() throws {
        var session = try Self.board()
        try session.tap(NodeQuery(text: "+a"))
        try session.feed(["step": .int(5)])
        #expect(session.lastTreeUpdate.nodesBuilt == 0)
        try session.tap(NodeQuery(text: "+a"))
        try session.tap(NodeQuery(text: "+b"))
        #expect(Self.labels(session) == ["a: 6", "b: 5", "no extra"])
    }

    /// A param that is not live is a constant of the component the generated DynamicContainerView
    /// makes again with each new value: its state starts over.
    @Test func aNewValueOfAConstantParamMakesTheComponentAgain() throws {
        let app = try SampleLoading.app([
            ("CounterRow.screen.yaml", LiveTreeScreens.counterRow),
            (
                "Named.screen.yaml",
                """
                screen: Named
                state:
                  name: { type: String, default: a }
                body:
                  VStackView: [ { CounterRow: { name: $name } } ]
                """
            ),
        ])
        let screen = try #require(app.screens.first { $0.name == "Named" })
        var session = try ScreenSession(catalog: SampleLoading.catalog(for: app), screen: screen, params: [:])
        try session.tap(NodeQuery(text: "+a"))
        #expect(Self.labels(session) == ["a: 1"])
        try session.feed(["name": .string("b")])
        #expect(Self.labels(session) == ["b: 0"])
        #expect(session.lastTreeUpdate.nodesBuilt > 0)
    }

    @Test func anInstanceFollowsItsItemsIdentityAndANewNodeStartsFresh() throws {
        var session = try Self.board()
        try session.tap(NodeQuery(text: "+b"))
        try session.feed(["names": .list([.string("c"), .string("b")])])
        #expect(Self.labels(session) == ["c: 0", "b: 1", "no extra"])
        try session.feed(["showExtra": .bool(true)])
        try session.tap(NodeQuery(text: "+extra"))
        #expect(Self.labels(session) == ["c: 0", "b: 1", "extra: 1"])
        try session.feed(["showExtra": .bool(false)])
        try session.feed(["showExtra": .bool(true)])
        #expect(Self.labels(session) == ["c: 0", "b: 1", "extra: 0"])
    }

    /// Outcomes count as the screen's; signals stay the instance's, as the generated component
    /// sends them on its own view model, which the screen's host never observes.
    @Test func outcomesOfAnInstanceCountAsTheScreensAndItsSignalsStayItsOwn() throws {
        var session = try Self.board()
        try session.tap(NodeQuery(text: "+b"))
        #expect(session.instance.emissions.isEmpty)
        #expect(session.instance.outcomes.last == .committed(name: "ButtonView.onTap"))
        try session.tap(NodeQuery(text: "xa"))
        let rejection = try #require(session.instance.outcomes.last?.rejection)
        #expect(rejection.actions == ["fail"])
        #expect(Self.labels(session) == ["a: 0", "b: 1", "no extra"])
    }

    @Test func aRebuildKeepsEveryInstancesState() throws {
        var session = try Self.board()
        try session.tap(NodeQuery(text: "+b"))
        try session.feed(["showExtra": .bool(true)])
        try session.tap(NodeQuery(text: "+extra"))
        let updated = TreeDescription.of(session.tree)
        try session.rebuildTree()
        #expect(TreeDescription.of(session.tree) == updated)
        #expect(Self.labels(session) == ["a: 0", "b: 1", "extra: 1"])
        try session.tap(NodeQuery(text: "+extra"))
        #expect(Self.labels(session) == ["a: 0", "b: 1", "extra: 2"])
    }

    @Test func anInstancesTwoWayPropertiesWriteItsOwnState() throws {
        let app = try SampleLoading.app([
            (
                "Badge.screen.yaml",
                """
                component: Badge
                params:
                  name: String
                state:
                  pinned: Bool
                body:
                  HStackView:
                    children:
                      - LabelView: "${name} ${pinned ? 'pinned' : 'loose'}"
                      - Toggle: { isOn: $pinned, id: $name }
                      - ButtonView: { title: "Leave ${name}", onTap: back }
                """
            ),
            (
                "Host.screen.yaml",
                """
                screen: Host
                state:
                  names: { type: "[String]", default: [a] }
                body:
                  VStackView:
                    children:
                      - forEach: $names
                        as: name
                        do: [ { Badge: { name: $name } } ]
                """
            ),
        ])
        let screen = try #require(app.screens.first { $0.name == "Host" })
        var session = try ScreenSession(catalog: SampleLoading.catalog(for: app), screen: screen, params: [:])
        try session.feed(["names": .list([.string("a"), .string("b")])])
        try session.tap(NodeQuery(id: "b"))
        #expect(Self.labels(session) == ["a loose", "b pinned"])
        #expect(session.instance.state == ["names": .list([.string("a"), .string("b")])])
        try session.tap(NodeQuery(text: "Leave a"))
        #expect(session.instance.outcomes.last?.rejection?.reason.hasPrefix("'back' at the root") == true)
    }

    static func nested(_ condition: String) throws -> ScreenSession {
        let app = try SampleLoading.app([
            (
                "Nest.screen.yaml",
                """
                component: Nest
                params:
                  depth: Int
                body:
                  VStackView:
                    children:
                      - LabelView: "depth ${depth}"
                      - if: \(condition)
                        then: [ { Nest: { depth: "${depth + 1}" } } ]
                """
            ),
            (
                "Main.screen.yaml",
                """
                screen: Main
                body:
                  Nest: { depth: 0 }
                """
            ),
        ])
        let screen = try #require(app.screens.first { $0.name == "Main" })
        return try ScreenSession(catalog: SampleLoading.catalog(for: app), screen: screen, params: [:])
    }

    @Test func aComponentMayContainItselfWhileItsRecursionEnds() throws {
        #expect(Self.labels(try Self.nested("${depth < 2}")) == ["depth 0", "depth 1", "depth 2"])
    }

    @Test func aComponentThatContainsItselfWithoutEndFailsInsteadOfCrashing() throws {
        #expect(throws: RuntimeFailure.self) { try Self.nested("${depth >= 0}") }
    }
}
