import ConstruktRuntime
import Testing

/// `forEach`'s `index:` names each element's position from 0; when the list changes, a row kept for
/// its item follows its new position, as Swift's `enumerated()` gives it to the generated loop.
@Suite struct ForEachIndexTests {
    static let screen = """
        screen: Ranked
        state:
          names: { type: "[String]", default: [Dune, Heat, Alien] }
        actions:
          dropFirst: [ { remove: names, at: 0 } ]
          prepend: [ { set: names, to: "${['Arrival', 'Heat', 'Alien']}" } ]
        body:
          VStackView:
            - ButtonView: { title: Drop, onTap: dropFirst }
            - ButtonView: { title: Prepend, onTap: prepend }
            - forEach: $names
              as: name
              index: rank
              do:
                - LabelView: "${rank + 1}. ${name}"
        """

    static func labels(_ session: ScreenSession) -> [String] {
        session.tree.visibleMatches(NodeQuery(type: "LabelView")).compactMap {
            $0.node.attributes["text"]?.interpolated
        }
    }

    @Test func eachRowReadsItsPositionAndFollowsItWhenTheListChanges() throws {
        let app = try SampleLoading.app([("Ranked.screen.yaml", Self.screen)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(Self.labels(session) == ["1. Dune", "2. Heat", "3. Alien"])
        try session.tap(NodeQuery(text: "Drop"))
        #expect(Self.labels(session) == ["1. Heat", "2. Alien"])
        try session.tap(NodeQuery(text: "Prepend"))
        #expect(Self.labels(session) == ["1. Arrival", "2. Heat", "3. Alien"])
    }
}
