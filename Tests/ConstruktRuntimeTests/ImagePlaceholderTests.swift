import ConstruktRuntime
import Testing

/// An ImageView loading a live URL shows its placeholder, as `setImage(from:placeholder:)` does
/// until the image loads (the headless runtime loads nothing); one made with a constant URL shows
/// it only when the URL is nil (1.2.6 Core/Builder/Builder+Image.swift); an Image written as a form
/// shows by its name.
@Suite struct ImagePlaceholderTests {
    @Test func aURLImageShowsItsPlaceholderByName() throws {
        let app = try SampleLoading.app([
            (
                "Poster.screen.yaml",
                """
                screen: Poster
                state:
                  poster: URL?
                body:
                  VStackView:
                    - ImageView: { url: $poster, placeholder: { systemName: film } }
                    - ImageView: { url: $poster }
                """
            )
        ])
        var session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first), params: [:])
        #expect(session.tree.children.map { $0.attributes["image"] } == [.string("film"), nil])
        try session.feed(["poster": .string("https://example.com/dune.png")])
        #expect(session.tree.children.map { $0.attributes["image"] } == [.string("film"), nil])
    }

    @Test func aConstantURLShowsItsPlaceholderOnlyWhenNil() throws {
        let app = try SampleLoading.app([
            (
                "Posters.screen.yaml",
                """
                screen: Posters
                params:
                  poster: URL?
                  missing: URL?
                body:
                  VStackView:
                    - ImageView: { url: $poster, placeholder: { systemName: film } }
                    - ImageView: { url: $missing, placeholder: { systemName: film } }
                """
            )
        ])
        let session = try ScreenSession(
            catalog: SampleLoading.catalog(for: app), screen: try #require(app.screens.first),
            params: ["poster": .string("https://example.com/dune.png"), "missing": .null])
        #expect(session.tree.children.map { $0.attributes["image"] } == [nil, .string("film")])
    }
}
