import ConstruktRuntime
import Testing

/// A component's slots in the runtime: the views a node gives them stand where the component's
/// body places them, read the screen's state and loop variables, send its actions, and follow a
/// change of what they read as a fresh build shows it.
@Suite struct ComponentSlotTests {
    static let files: [(path: String, text: String)] = [
        (
            "Bar.screen.yaml",
            """
            component: Bar
            params:
              title: String
            slots:
              leading: { many: true }
              badge: { optional: true }
            body:
              HStackView:
                - slot: leading
                - LabelView: $title
                - slot: badge
            """
        ),
        (
            "Rows.screen.yaml",
            """
            screen: Rows
            state:
              rows: { type: "[String]", default: [a, b] }
              picked: String
            actions:
              pick:
                params: { row: String }
                do: [ { set: picked, to: $row } ]
            body:
              VStackView:
                - Bar:
                    title: Top
                    leading: [ { LabelView: "Picked ${picked}" } ]
                - forEach: $rows
                  as: row
                  do:
                    - Bar:
                        title: $row
                        leading:
                          - ButtonView: { title: "Pick ${row}", onTap: { send: pick, with: { row: $row } } }
            """
        ),
    ]

    /// The labels and buttons of a tree, in tree order.
    private static func texts(_ node: RuntimeNode) -> [String] {
        (node.attributes["text"]?.interpolated).map { [$0] }.map { $0 + node.children.flatMap(texts) }
            ?? node.children.flatMap(texts)
    }

    @Test func slotViewsStandWhereTheBodyPlacesThem() throws {
        let app = try SampleLoading.app(Self.files)
        let screen = try #require(app.screens.first { $0.name == "Rows" })
        let session = try ScreenSession(catalog: SampleLoading.catalog(for: app), screen: screen, params: [:])
        #expect(Self.texts(session.tree) == ["Picked ", "Top", "Pick a", "a", "Pick b", "b"])
    }

    @Test func slotViewsSendTheScreensActionsAndFollowItsState() throws {
        let app = try SampleLoading.app(Self.files)
        let screen = try #require(app.screens.first { $0.name == "Rows" })
        let catalog = SampleLoading.catalog(for: app)
        var session = try ScreenSession(catalog: catalog, screen: screen, params: [:])
        _ = try session.tap(NodeQuery(text: "Pick b"))
        #expect(session.instance.state["picked"] == .string("b"))
        try session.feed(["rows": .list([.string("c")])])
        let fresh = try ScreenSession(
            catalog: catalog, screen: screen, params: [:],
            state: ["picked": .string("b"), "rows": .list([.string("c")])])
        #expect(Self.texts(session.tree) == ["Picked b", "Top", "Pick c", "c"])
        #expect(Self.texts(session.tree) == Self.texts(fresh.tree))
    }
}
