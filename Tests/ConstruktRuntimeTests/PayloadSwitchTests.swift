import ConstruktRuntime
import Testing

/// An enum whose cases carry payloads, switched over by a live `switch` node and a `switch`
/// statement: the case's branch shows with its payload fields in scope, and a new value rebuilds it,
/// as the generated `DynamicContainerView` over the value does.
@Suite struct PayloadSwitchTests {
    static let screen = """
        screen: Loader
        types:
          Movie: { id: Int, title: String, rating: Double? }
          Load:
            cases:
              idle:
              loaded: { movies: "[Movie]" }
              failed: { message: String }
        state:
          load: Load
          notes: [String]
          detail: Movie?
        derived:
          shown: "${detail ?? Movie(id: 0, title: 'Loading')}"
        actions:
          finish: [ { set: load, to: { loaded: { movies: [ { id: 1, title: Dune } ] } } } ]
          fail: [ { set: load, to: "${.failed(message: 'offline')}" } ]
          note:
            - switch: $load
              cases:
                loaded: [ { append: notes, value: "${movies.count} loaded" } ]
                failed: [ { append: notes, value: $message } ]
              default: [ { append: notes, value: nothing } ]
          pick: [ { set: detail, to: "${Movie(id: 2, title: 'Heat')}" } ]
        body:
          VStackView:
            - ButtonView: { title: Finish, onTap: finish }
            - ButtonView: { title: Fail, onTap: fail }
            - ButtonView: { title: Note, onTap: note }
            - ButtonView: { title: Pick, onTap: pick }
            - LabelView: "${notes.joined(', ')}|${shown.title}"
            - switch: $load
              cases:
                idle: [ { LabelView: Idle } ]
                loaded:
                  - forEach: $movies
                    as: movie
                    do: [ { LabelView: $movie.title } ]
                failed: [ { LabelView: "Failed: ${message}" } ]
        """

    static func labels(_ session: ScreenSession) -> [String] {
        session.tree.visibleMatches(NodeQuery(type: "LabelView")).compactMap {
            $0.node.attributes["text"]?.interpolated
        }
    }

    @Test func theBranchFollowsTheCaseAndReadsItsPayload() throws {
        let app = try SampleLoading.app([("Loader.screen.yaml", Self.screen)])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(Self.labels(session) == ["|Loading", "Idle"])
        _ = try session.tap(NodeQuery(text: "Note"))
        _ = try session.tap(NodeQuery(text: "Finish"))
        #expect(Self.labels(session) == ["nothing|Loading", "Dune"])
        #expect(
            session.instance.state["load"]
                == .tagged("loaded", ["movies": .list([.record(["id": .int(1), "title": .string("Dune")])])]))
        _ = try session.tap(NodeQuery(text: "Note"))
        _ = try session.tap(NodeQuery(text: "Fail"))
        _ = try session.tap(NodeQuery(text: "Note"))
        _ = try session.tap(NodeQuery(text: "Pick"))
        #expect(Self.labels(session) == ["nothing, 1 loaded, offline|Heat", "Failed: offline"])
    }
}
