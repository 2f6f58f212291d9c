import ConstruktRuntime
import Testing

/// A text field without a `text:` of its own holds what UIKit's does: "" until the user types,
/// then what was typed, through updates and rebuilds of the tree.
@Suite struct UnboundFieldTests {
    @Test func theFieldKeepsWhatWasTyped() throws {
        let app = try SampleLoading.app([
            (
                "Filter.screen.yaml",
                """
                screen: Filter
                state:
                  edits: Int
                body:
                  VStackView:
                    - TextField: { id: filter, onChange: { set: edits, to: "${edits + 1}" } }
                    - LabelView: "Edits: ${edits}"
                """
            )
        ])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(session.tree.children.first?.attributes["text"] == .string(""))
        try session.type("zz", into: NodeQuery(id: "filter"))
        #expect(session.tree.children.first?.attributes["text"] == .string("zz"))
        #expect(session.instance.state["edits"] == .int(1))
        try session.rebuildTree()
        #expect(session.tree.children.first?.attributes["text"] == .string("zz"))
    }
}
