import Foundation
import Testing

@testable import ConstruktCLI

@Suite struct DiagnosticsPageTests {
    /// The table of diagnostic codes in Docs/diagnostics.md is the catalog's; regenerate it with
    /// `construkt-gen explain --markdown` when a code is added.
    @Test func diagnosticCodeTableMatchesTheCatalog() throws {
        let page = repositoryRoot.appendingPathComponent("Docs/diagnostics.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- codes:begin -->\n"))
        let end = try #require(text.range(of: "<!-- codes:end -->"))
        let table = String(text[begin.upperBound..<end.lowerBound])
        #expect(table == Explain.markdownTable() + "\n")
    }
}
