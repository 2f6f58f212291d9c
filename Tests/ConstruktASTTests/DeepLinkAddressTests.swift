import ConstruktAST
import Testing

/// A deep link is split as the generated `init?(url:)` splits a URL with URLComponents.
@Suite struct DeepLinkAddressTests {
    @Test func aPathHasNoSchemeOrHost() {
        let address = DeepLinkAddress("/movies/42?ref=home#top")
        #expect(address.scheme == nil)
        #expect(address.host == nil)
        #expect(address.segments == ["movies", "42"])
    }

    @Test func aURLsSchemeAndHostAreLowercasedAndTheHostIsNotASegment() {
        let address = DeepLinkAddress("Construkt://Movie/42/")
        #expect(address.scheme == "construkt")
        #expect(address.host == "movie")
        #expect(address.segments == ["42"])
        #expect(DeepLinkAddress("construkt://home").segments.isEmpty)
    }

    @Test func segmentsArePercentDecodedAndAMalformedEscapeIsKept() {
        #expect(DeepLinkAddress("/compose/Hi%20there/caf%C3%A9").segments == ["compose", "Hi there", "café"])
        #expect(DeepLinkAddress("/a%2Fb").segments == ["a/b"])
        #expect(DeepLinkAddress("/100%").segments == ["100%"])
        #expect(DeepLinkAddress("/%FF").segments == ["%FF"])
    }
}
