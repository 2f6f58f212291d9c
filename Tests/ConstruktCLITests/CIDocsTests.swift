import Foundation
import Testing

/// Docs/ci.md shows the example files that `make ci-checks` validates, word for word.
@Suite struct CIDocsTests {
    @Test(arguments: ["Docs/examples/construkt-lint.yml", "Docs/examples/gitlab-ci.yml"])
    func theGuideQuotesTheCheckedExample(path: String) throws {
        let guide = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/ci.md"), encoding: .utf8)
        let example = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(guide.contains("```yml\n" + example + "```\n"))
    }
}
