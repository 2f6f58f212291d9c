import ConstruktDiagnostics
import ConstruktReports
import Foundation
import Testing

/// SARIF and JSON output must parse, with every string coming back exactly as it went in.
@Suite struct JSONOutputTests {
    /// Text that needs every kind of JSON escape: quotes, backslash, control characters, line
    /// separators, and non-ASCII that stays UTF-8.
    static let awkwardText = "\"q\" \\ \u{0}\u{1}\u{8}\u{C}\t\r\n\u{1F}\u{7F} \u{2028}\u{2029} é 日 🎉 </script>"

    private func parse(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    private var awkwardDiagnostic: Diagnostic {
        let location = ConstruktDiagnostics.SourceLocation(
            path: "a b/\u{1}.yaml",
            range: SourceRange(
                start: SourcePosition(line: 1, column: 2, offset: 1), end: SourcePosition(line: 1, column: 4, offset: 3)
            )
        )
        return Diagnostic(
            .duplicateKey, Self.awkwardText, at: location,
            labels: [.init(location, Self.awkwardText)], notes: [Self.awkwardText], help: Self.awkwardText,
            fixIts: [.init(location, replacement: Self.awkwardText)]
        )
    }

    @Test func jsonParsesAndKeepsStringsExact() throws {
        let root = try parse(JSONRenderer().render([awkwardDiagnostic], sources: [:]))
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["message"] as? String == Self.awkwardText)
        #expect(first["help"] as? String == Self.awkwardText)
        #expect(first["notes"] as? [String] == [Self.awkwardText])
        #expect(first["file"] as? String == "a b/\u{1}.yaml")
        let fixIts = try #require(first["fixIts"] as? [[String: Any]])
        #expect(fixIts.first?["replacement"] as? String == Self.awkwardText)
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 0])
    }

    @Test func jsonWithoutDiagnosticsIsAnEmptyReport() throws {
        let output = JSONRenderer().render([], sources: [:])
        let root = try parse(output)
        #expect((root["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(output.hasSuffix("}\n"))
    }

    @Test func sarifParsesAndListsTheWholeCatalogAsRules() throws {
        let renderer = SARIFRenderer(
            toolVersion: "1.2.3", paths: ReportPaths(repositoryRoot: "/r", workingDirectory: "/r"))
        let root = try parse(renderer.render([awkwardDiagnostic] + RenderingFixtures.all, sources: [:]))
        #expect(root["version"] as? String == "2.1.0")
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == DiagnosticCatalog.all.map(\.id))

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1 + RenderingFixtures.all.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let message = try #require((results[0]["message"] as? [String: Any])?["text"] as? String)
        #expect(message.hasPrefix(Self.awkwardText))
        #expect(message.hasSuffix("help: " + Self.awkwardText))
        let uri =
            (((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri == "a%20b/%01.yaml")
    }

    @Test func sarifRuleNamesArePascalCaseFromTheSummary() throws {
        let renderer = SARIFRenderer(toolVersion: "1", paths: ReportPaths(repositoryRoot: nil, workingDirectory: "/"))
        let run = try #require((try parse(renderer.render([], sources: [:]))["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let names = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as! String, $0["name"] as! String) })
        #expect(names["CK0102"] == "FileIsNotUTF8")
        #expect(names["CK0114"] == "KeyAppearsTwiceInOneMapping")
        #expect(run["originalUriBaseIds"] == nil)
    }
}
