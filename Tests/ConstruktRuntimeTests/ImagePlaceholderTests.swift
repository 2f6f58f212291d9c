import ConstruktRuntime
import Testing

/// An ImageView loading a URL shows its placeholder, as UIKit does until the image loads (the
/// headless runtime loads nothing); an Image written as a form shows by its name.
@Suite struct ImagePlaceholderTests {
    @Test func aURLImageShowsItsPlaceholderByName() throws {
        let app = try SampleLoading.app([("Poster.screen.yaml", """
        screen: Poster
        state:
          poster: URL?
        body:
          VStackView:
            - ImageView: { url: $poster, placeholder: { systemName: film } }
            - ImageView: { url: $poster }
        """)])
        var session = try ScreenSession(catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(session.tree.children.map { $0.attributes["image"] } == [.string("film"), nil])
        try session.feed(["poster": .string("https://example.com/dune.png")])
        #expect(session.tree.children.map { $0.attributes["image"] } == [.string("film"), nil])
    }
}
