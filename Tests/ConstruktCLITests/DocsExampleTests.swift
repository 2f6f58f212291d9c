import Foundation
import Testing

/// Every YAML example of the README and of Docs/ is checked: the examples of one app lint without
/// errors and, when they hold a scenario, their scenarios pass (their snapshots recorded, as an
/// example keeps no reference pictures); an example marked `error=CODE`
/// reports that code. So an example that stops working fails here.
@Suite struct DocsExampleTests {
    static let pages: [String] = {
        let docs = repositoryRoot.appendingPathComponent("Docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }()

    static func examples(of page: String) throws -> [MarkdownYAMLExample] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        return MarkdownYAMLExample.all(in: text, page: page)
    }

    @Test func theDocsHaveExamples() throws {
        #expect(Self.pages.count > 5)
        #expect(try Self.pages.flatMap(Self.examples).count > 20)
    }

    @Test(arguments: pages)
    func everyExampleLintsAndItsScenariosPass(page: String) throws {
        let examples = try Self.examples(of: page)
        for (app, members) in Dictionary(grouping: examples, by: \.app).sorted(by: { $0.key < $1.key }) {
            let valid = members.filter { $0.expectedError == nil }
            let names = valid.map(\.fileName)
            #expect(
                Set(names).count == names.count, "two examples of app \(app) in \(page) have one file name: \(names)")
            if !valid.isEmpty {
                let cli = try CLIHarness(
                    files: Dictionary(valid.map { ("App/\($0.fileName)", $0.text) }, uniquingKeysWith: { $1 }))
                let locations = valid.map(\.location).joined(separator: ", ")
                let lint = cli.run("lint", "App", "--format", "gnu")
                #expect(
                    lint.status == 0,
                    "the example at \(locations) (app \(app)) does not lint:\n\(lint.output)\(lint.error)")
                if lint.status == 0, valid.contains(where: { $0.fileName.hasSuffix(".scenario.yaml") }) {
                    // An example keeps no reference pictures: its snapshots are recorded as they run.
                    let test = cli.run("test", "App", "--record")
                    #expect(test.status == 0, "the scenarios at \(locations) do not pass:\n\(test.output)\(test.error)")
                }
            }
            for wrong in members where wrong.expectedError != nil {
                let files = (valid + [wrong]).map { ("App/\($0.fileName)", $0.text) }
                let cli = try CLIHarness(files: Dictionary(files, uniquingKeysWith: { $1 }))
                let lint = cli.run("lint", "App/\(wrong.fileName)", "--format", "gnu")
                let code = wrong.expectedError ?? ""
                #expect(
                    lint.status == 1 && lint.output.contains("[\(code)]"),
                    "the wrong example at \(wrong.location) should report \(code):\n\(lint.output)\(lint.error)")
            }
        }
    }

    @Test func blocksAreReadWithTheirFenceAttributes() {
        let page = """
            Text.

            ```yaml file=Home.screen.yaml app=demo
            screen: Home
            ```

            ```sh
            make test
            ```

            ```yaml error=CK0404
            types: {}
            ```
            """
        let examples = MarkdownYAMLExample.all(in: page, page: "page.md")
        #expect(examples.map(\.fileName) == ["Home.screen.yaml", "Example11.types.yaml"])
        #expect(examples.map(\.app) == ["demo", "line11"])
        #expect(examples.map(\.expectedError) == [nil, "CK0404"])
        #expect(examples.first?.text == "screen: Home\n")
    }
}
