import ConstruktRuntime
import Testing

@Suite struct StimulusTests {
    static func form() throws -> ScreenSession {
        let app = try SampleLoading.app([("Form.screen.yaml", TestScreens.form)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    @Test func typingWritesTheBoundStateAndFiresTheChangeEvent() throws {
        var session = try Self.form()
        try session.type("kiwi", into: NodeQuery(id: "search"))
        #expect(session.instance.state["query"] == .string("kiwi"))
        #expect(session.instance.emissions == [SignalEmission(signal: "searched", value: .string("kiwi"))])
        #expect(session.tree.find(NodeQuery(id: "search"))?.node.attributes["text"] == .string("kiwi"))
    }

    @Test func tappingAToggleFlipsItThenFiresItsToggleEvent() throws {
        var session = try Self.form()
        try session.tap(NodeQuery(id: "notify"))
        #expect(session.instance.state["notify"] == .bool(true))
        #expect(session.instance.emissions == [SignalEmission(signal: "toggled", value: .bool(true))])
    }

    @Test func selectingARowBindsItsItemToTheLoopVariable() throws {
        var session = try Self.form()
        try session.select(section: nil, index: 1)
        #expect(session.instance.state["picked"] == .string("pear"))
        try session.select(NodeQuery(text: "apple"))
        #expect(session.instance.state["picked"] == .string("apple"))
        #expect(throws: RuntimeFailure.self) { try session.select(section: nil, index: 2) }
    }

    @Test func typingIntoANodeThatIsNotAFieldFails() throws {
        var session = try Self.form()
        #expect(throws: RuntimeFailure.self) { try session.type("x", into: NodeQuery(text: "apple")) }
    }
}
