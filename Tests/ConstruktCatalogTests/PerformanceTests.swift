import ConstruktCatalog
import Testing

/// Loading ConstruktKit must stay cheap: `lint` of one file has 50 ms in all. The bound is loose
/// enough for debug builds on a shared machine; release builds take a few milliseconds.
@Suite struct PerformanceTests {
    @Test func construktKitLoadsQuickly() {
        let clock = ContinuousClock()
        let duration = clock.measure { _ = CatalogLoader.loadWithConstruktKit([]) }
        #expect(duration < .milliseconds(250))
    }
}
