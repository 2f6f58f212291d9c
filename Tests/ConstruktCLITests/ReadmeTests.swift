@testable import ConstruktCLI
import Foundation
import Testing

@Suite struct ReadmeTests {
    /// The README's table of diagnostic codes is the catalog's; regenerate it with
    /// `construkt-gen explain --markdown` when a code is added.
    @Test func diagnosticCodeTableMatchesTheCatalog() throws {
        let readme = repositoryRoot.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- codes:begin -->\n"))
        let end = try #require(text.range(of: "<!-- codes:end -->"))
        let table = String(text[begin.upperBound..<end.lowerBound])
        #expect(table == Explain.markdownTable() + "\n")
    }
}
