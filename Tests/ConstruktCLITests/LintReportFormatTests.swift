import Foundation
import Testing

/// `lint --format codeclimate|checkstyle|junit`: the reports GitLab, Jenkins and test views read,
/// with paths relative to the repository root (the folder holding `.git`).
@Suite struct LintReportFormatTests {
    static let files = [
        ".git/HEAD": "ref: refs/heads/main\n",
        "App/construkt.yaml": "imports: [ConstruktKit]\n",
        "App/Broken.screen.yaml": "screen: Broken\nbody:\n  LabelView: \"${missing}\"\n",
        "App/Clean.screen.yaml": "screen: Clean\nbody:\n  LabelView: Hello\n",
    ]

    @Test func codeClimateIsAnArrayOfIssuesWithRepositoryPaths() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "--format", "codeclimate", "App")
        #expect(outcome.status == 1)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [[String: Any]])
        #expect(issues.count == 1)
        #expect(issues.first?["check_name"] as? String == "CK0404")
        let location = issues.first?["location"] as? [String: Any]
        #expect(location?["path"] as? String == "App/Broken.screen.yaml")
        #expect((location?["lines"] as? [String: Any])?["begin"] as? Int == 3)
    }

    @Test func checkstyleListsEveryCheckedFile() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "--format", "checkstyle", "App")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("<file name=\"App/Clean.screen.yaml\"/>"))
        #expect(outcome.output.contains("<file name=\"App/construkt.yaml\"/>"))
        #expect(
            outcome.output.contains(
                "<error line=\"3\" column=\"17\" severity=\"error\" message=\"unknown name &apos;missing&apos;"
            ), "\(outcome.output)")
    }

    @Test func junitHasATestCasePerFileAndAFailurePerError() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "--format", "junit", "App")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains("<testsuites name=\"construkt-gen lint\" tests=\"3\" failures=\"1\" errors=\"0\">"),
            "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "<testcase name=\"App/Clean.screen.yaml\" classname=\"construkt-gen lint\" file=\"App/Clean.screen.yaml\"/>"
            ))
        #expect(outcome.output.contains("<failure type=\"CK0404\" message=\"unknown name &apos;missing&apos;\">"))
    }

    @Test func aCleanRunIsAPassingReport() throws {
        let cli = try CLIHarness(files: Self.files)
        let junit = cli.run("lint", "--format", "junit", "App/Clean.screen.yaml")
        #expect(junit.status == 0)
        #expect(junit.output.contains("tests=\"1\" failures=\"0\""))
        #expect(cli.run("lint", "--format", "codeclimate", "App/Clean.screen.yaml").output == "[]\n")
    }
}
