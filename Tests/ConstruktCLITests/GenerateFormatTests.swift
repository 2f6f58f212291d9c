import Testing

/// `generate --format`: the build plugin asks for gnu, so a screen's errors in a build become
/// `path:line:col: error:` lines that Xcode and editors turn into issues.
@Suite struct GenerateFormatTests {
    static let files = [
        "App/construkt.yaml": "imports: [ConstruktKit]\n",
        "App/Broken.screen.yaml": "screen: Broken\nbody:\n  LabelView: \"${missing}\"\n",
    ]

    @Test func errorsArePrintedInTheFormatAsked() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("generate", "App", "--output", "Out", "--format", "gnu")
        #expect(outcome.status == 1)
        #expect(
            outcome.error.hasPrefix("App/Broken.screen.yaml:3:17: error: unknown name 'missing' [CK0404]\n"),
            "\(outcome.error)")
    }

    @Test func humanIsTheDefault() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("generate", "App", "--output", "Out")
        #expect(outcome.status == 1)
        #expect(outcome.error.hasPrefix("error[CK0404]: unknown name 'missing'\n"), "\(outcome.error)")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("generate", "App", "--output", "Out", "--format", "xml")
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("'xml' is invalid for '--format <format>'"), "\(outcome.error)")
    }
}
