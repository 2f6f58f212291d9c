import ConstruktDiagnostics
import ConstruktReports
import Foundation
import Testing

/// The Checkstyle report has the shape warnings-ng and Danger read (checkstyle.xsd in Schemas/xml,
/// also validated by Scripts/validate-reports.py): `<checkstyle>` of `<file name>` of `<error>`
/// with a line, a column, a severity Checkstyle knows, a message and a source.
@Suite struct CheckstyleReportTests {
    let report = RendererGoldenTests.renderer(for: .checkstyle).render(
        RenderingFixtures.all, sources: RenderingFixtures.sources)

    @Test func everyDiagnosticIsAnErrorElementOfItsFile() throws {
        let root = try ParsedXML(report).root
        #expect(root.name == "checkstyle")
        #expect(root.attribute("version") != nil)
        let files = root.children(named: "file")
        #expect(
            files.map { $0.attribute("name") } == [
                "ios/Samples/Counter/Clean.screen.yaml", "ios/Samples/Counter/Counter.routes.yaml",
                "ios/Samples/Counter/Counter.screen.yaml", "ios/Samples/Odd, Dir/50% done:a.yaml",
            ])
        let errors = files.flatMap { $0.children(named: "error") }
        #expect(errors.count == RenderingFixtures.all.count)
        for error in errors {
            #expect((error.integer("line") ?? 0) >= 1)
            #expect((error.integer("column") ?? 0) >= 1)
            #expect(["error", "warning", "info"].contains(error.attribute("severity") ?? ""))
            #expect(error.attribute("message")?.isEmpty == false)
            #expect(error.attribute("source")?.hasPrefix("construkt-gen.CK") == true)
        }
    }

    @Test func aCheckedFileWithoutProblemsIsListedEmpty() throws {
        let clean = try ParsedXML(report).root.children(named: "file").first {
            $0.attribute("name") == "ios/" + ReportFixtures.cleanPath
        }
        #expect(clean?.children(named: "error") == [])
    }

    @Test func messagesKeepQuotesAndLineBreaksThroughEscaping() throws {
        let messages = try ParsedXML(report).root.children(named: "file").flatMap { $0.children(named: "error") }
            .compactMap { $0.attribute("message") }
        #expect(
            messages.contains(
                "duplicate key 'title'\nnote: a later key would silently replace the earlier one, so \"title\" must appear once\nhelp: remove one of them"
            ))
    }

    @Test func pathsOutsideTheRepositoryStayAsGiven() {
        let renderer = CheckstyleRenderer(
            files: ["../elsewhere/A.screen.yaml"],
            paths: ReportPaths(repositoryRoot: "/repo/app", workingDirectory: "/repo/app"))
        #expect(renderer.render([], sources: [:]).contains("<file name=\"../elsewhere/A.screen.yaml\"/>"))
    }
}
