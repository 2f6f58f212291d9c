import ConstruktRuntime
import Testing

/// An event's or a watch's `value` is the innermost name in its statements (Docs/language.md,
/// Names): a state named `value` is not read there, as a Swift closure's parameter hides a
/// property, and it is read everywhere else.
@Suite struct EventValueShadowingTests {
    static let screen = """
        screen: Shadowing
        state:
          value: Int
          names: [String]
          query: String
          seen: [String]
        watch:
          query:
            - append: seen
              value: "${value}!"
        actions:
          bump: [ { set: value, to: "${value + 1}" } ]
        body:
          VStackView:
            children:
              - LabelView: { text: "Value ${value}", id: shown }
              - TextField:
                  id: field
                  onChange:
                    - set: names
                      to: ${[value]}
                    - set: value
                      to: ${value.count}
              - TextField: { text: $query, id: search }
              - ButtonView: { title: Bump, id: bump, onTap: bump }
        """

    static func session() throws -> ScreenSession {
        let app = try SampleLoading.app([("Shadowing.screen.yaml", screen)])
        return try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
    }

    @Test func anEventReadsItsOwnValueAndSetsTheStateOfThatName() throws {
        var session = try Self.session()
        _ = try session.tap(NodeQuery(id: "bump"))
        #expect(session.instance.state["value"] == .int(1))
        _ = try session.type("Alien", into: NodeQuery(id: "field"))
        #expect(session.instance.state["names"] == .list([.string("Alien")]))
        #expect(session.instance.state["value"] == .int(5))
    }

    @Test func aWatchReadsTheWatchedValueNotTheStateNamedValue() throws {
        var session = try Self.session()
        _ = try session.tap(NodeQuery(id: "bump"))
        _ = try session.type("Al", into: NodeQuery(id: "search"))
        #expect(session.instance.state["seen"] == .list([.string("!"), .string("Al!")]))
        #expect(session.instance.state["value"] == .int(1))
    }
}
