import ConstruktDiagnostics
import ConstruktReports
import Foundation
import Testing

/// The Code Climate report has the shape GitLab's Code Quality widget reads (codeclimate.schema.json
/// in Schemas/reports, also validated by Scripts/validate-reports.py): an array of issues, each
/// with a description, a check name, a unique fingerprint, a GitLab severity and a location whose
/// path is relative to the repository root.
@Suite struct CodeClimateReportTests {
    static func issues(_ diagnostics: [Diagnostic], root: String? = ReportFixtures.root) throws -> [[String: Any]] {
        let renderer = CodeClimateRenderer(
            paths: ReportPaths(repositoryRoot: root, workingDirectory: ReportFixtures.workingDirectory))
        let text = renderer.render(diagnostics, sources: RenderingFixtures.sources)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func everyIssueHasTheFieldsGitLabReads() throws {
        let issues = try Self.issues(RenderingFixtures.all)
        #expect(issues.count == RenderingFixtures.all.count)
        for issue in issues {
            #expect(issue["type"] as? String == "issue")
            #expect((issue["description"] as? String)?.isEmpty == false)
            #expect((issue["check_name"] as? String)?.hasPrefix("CK") == true)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            let path = try #require(location["path"] as? String)
            #expect(path.hasPrefix("ios/Samples/"))
            let lines = try #require(location["lines"] as? [String: Any])
            #expect((lines["begin"] as? Int ?? 0) >= 1)
        }
    }

    @Test func fingerprintsAreUniqueHexDigests() throws {
        let fingerprints = try Self.issues(RenderingFixtures.all).compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == RenderingFixtures.all.count)
        #expect(Set(fingerprints).count == fingerprints.count)
        #expect(fingerprints.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func twoIdenticalIssuesInOneFileGetTwoFingerprints() throws {
        let twice = [RenderingFixtures.tabIndentation, RenderingFixtures.tabIndentation]
        let fingerprints = try Self.issues(twice).compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 2)
    }

    @Test func aFingerprintDoesNotChangeWhenTheIssueMovesToAnotherLine() throws {
        var moved = RenderingFixtures.tabIndentation
        moved.location.range = RenderingFixtures.duplicateKey.location.range
        let before = try Self.issues([RenderingFixtures.tabIndentation])[0]["fingerprint"] as? String
        let after = try Self.issues([moved])[0]["fingerprint"] as? String
        #expect(before == after)
    }

    @Test func noDiagnosticsIsAnEmptyArray() {
        #expect(
            CodeClimateRenderer(paths: ReportPaths(repositoryRoot: nil, workingDirectory: "/")).render([], sources: [:])
                == "[]\n")
    }
}
