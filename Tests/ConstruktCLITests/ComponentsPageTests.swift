import ConstruktCatalog
import Foundation
import Testing

@testable import ConstruktCLI

@Suite struct ComponentsPageTests {
    /// The components listed in Docs/components.md are the ConstruktKit catalog's; regenerate the
    /// list with `construkt-gen explain components --markdown` when the catalog changes.
    @Test func componentListMatchesTheCatalog() throws {
        let page = repositoryRoot.appendingPathComponent("Docs/components.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- components:begin -->\n"))
        let end = try #require(text.range(of: "<!-- components:end -->"))
        let list = String(text[begin.upperBound..<end.lowerBound])
        #expect(list == ComponentList(catalog: CatalogLoader.construktKit.catalog).markdown())
    }
}
