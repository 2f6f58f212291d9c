import ConstruktCLI
import Testing

@Suite struct CommandLineTests {
    @Test func versionAndHelpExitZero() throws {
        let cli = try CLIHarness()
        let version = cli.run("--version")
        #expect(version.status == 0)
        #expect(version.output == "\(ConstruktGen.version)\n")
        let help = cli.run("--help")
        #expect(help.status == 0)
        #expect(help.output.contains("lint"))
        #expect(help.output.contains("explain"))
    }

    @Test func usageErrorsExitTwo() throws {
        let cli = try CLIHarness()
        #expect(cli.run("frobnicate").status == 2)
        #expect(cli.run("lint", "--format", "xml", "a.screen.yaml").status == 2)
        let missing = cli.run("lint", "nowhere.screen.yaml")
        #expect(missing.status == 2)
        #expect(missing.error == "error: no such file or directory: 'nowhere.screen.yaml'\n")
    }

    @Test func explainPrintsTheCatalogText() throws {
        let cli = try CLIHarness()
        let explained = cli.run("explain", "ck0114")
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("CK0114 (error): a key appears twice in one mapping\n\n"))
        let list = cli.run("explain")
        #expect(list.output.contains("CK0101  the file is larger than the size limit\n"))
        #expect(
            list.output.hasSuffix(
                "\n\n`construkt-gen explain components` lists the components, and `construkt-gen explain LabelView` explains one.\n"
            ))
        let unknown = cli.run("explain", "CK9999")
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("unknown diagnostic code 'CK9999'"))
    }
}
