import Testing

/// `lint --whole-app`, which the pre-commit hook uses: a changed file's whole app is reported on,
/// since a change to one file (a types or routes file) can break another that did not change.
@Suite struct LintWholeAppTests {
    static let files = [
        "App/construkt.yaml": "imports: [ConstruktKit]\n",
        "App/Model.types.yaml": "types:\n  Spot: { x: Int, y: Int }\n",
        "App/Broken.screen.yaml": "screen: Broken\nbody:\n  LabelView: \"${missing}\"\n",
        "Other/construkt.yaml": "imports: [ConstruktKit]\n",
        "Other/Broken.screen.yaml": "screen: Broken\nbody:\n  LabelView: \"${missing}\"\n",
    ]

    @Test func theOtherFilesOfTheAppAreReported() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "--whole-app", "--format", "gnu", "App/Model.types.yaml")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.hasPrefix("App/Broken.screen.yaml:3:17: error: unknown name 'missing' [CK0404]\n"),
            "\(outcome.output)")
        #expect(!outcome.output.contains("Other/"))
    }

    @Test func withoutItOnlyTheNamedFilesAreReported() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "--format", "gnu", "App/Model.types.yaml")
        #expect(outcome.status == 0)
        #expect(outcome.output == "")
    }

    @Test func theSummaryCountsTheWholeApp() throws {
        let cli = try CLIHarness(files: Self.files)
        #expect(cli.run("lint", "--whole-app", "App/Model.types.yaml").output.hasSuffix("checked 3 files: 1 error\n"))
    }
}
