import ConstruktDiagnostics
import ConstruktReports
import Foundation
import Testing

/// The JUnit report has the shape CI test views read (junit.xsd in Schemas/xml, also validated by
/// Scripts/validate-reports.py): one suite, one test case per checked file, a failure per error,
/// and counts that agree with the cases.
@Suite struct JUnitReportTests {
    let report = RendererGoldenTests.renderer(for: .junit).render(
        RenderingFixtures.all, sources: RenderingFixtures.sources)

    @Test func oneTestCasePerFileAndOneFailurePerError() throws {
        let root = try ParsedXML(report).root
        #expect(root.name == "testsuites")
        let suites = root.children(named: "testsuite")
        #expect(suites.count == 1)
        let cases = suites[0].children(named: "testcase")
        #expect(
            cases.map { $0.attribute("name") } == [
                "ios/Samples/Counter/Clean.screen.yaml", "ios/Samples/Counter/Counter.routes.yaml",
                "ios/Samples/Counter/Counter.screen.yaml", "ios/Samples/Odd, Dir/50% done:a.yaml",
            ])
        #expect(
            cases.allSatisfy {
                $0.attribute("file") == $0.attribute("name") && $0.attribute("classname") == "construkt-gen lint"
            })
        let failures = cases.map { $0.children(named: "failure").map { $0.attribute("type") ?? "" } }
        #expect(failures == [[], [], ["CK0114", "CK0106", "CK0107"], []])
    }

    @Test func countsAgreeWithTheCases() throws {
        let root = try ParsedXML(report).root
        for element in [root, root.children(named: "testsuite")[0]] {
            #expect(element.integer("tests") == 4)
            #expect(element.integer("failures") == 1)
            #expect(element.integer("errors") == 0)
        }
    }

    @Test func warningsAndNotesAreOutputNotFailures() throws {
        let cases = try ParsedXML(report).root.children(named: "testsuite")[0].children(named: "testcase")
        let odd = try #require(cases.last)
        #expect(odd.children(named: "failure").isEmpty)
        #expect(odd.children(named: "system-out").first?.stringValue?.contains("[CK0118]") == true)
    }

    @Test func aFailureHoldsTheWholeDiagnostic() throws {
        let screen = try ParsedXML(report).root.children(named: "testsuite")[0].children(named: "testcase")[2]
        let failure = try #require(screen.children(named: "failure").first)
        #expect(failure.attribute("message") == "duplicate key 'title'")
        #expect(
            failure.stringValue?.hasPrefix(
                "Samples/Counter/Counter.screen.yaml:11:3: error: duplicate key 'title' [CK0114]\n") == true)
    }

    @Test func noFilesIsAnEmptySuite() throws {
        let root = try ParsedXML(
            JUnitRenderer(files: [], paths: ReportPaths(repositoryRoot: nil, workingDirectory: "/")).render(
                [], sources: [:])
        ).root
        #expect(root.integer("tests") == 0)
    }
}
