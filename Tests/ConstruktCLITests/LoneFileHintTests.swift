import Testing

/// A file under no construkt.yaml is checked on its own: a name it cannot find that a file beside
/// it declares gets an error that says so, and how to make the folder one app.
@Suite struct LoneFileHintTests {
    static let files = [
        "Loose/Account.types.yaml": "types:\n  Account: { name: String }\n",
        "Loose/Badge.screen.yaml": "component: Badge\nbody:\n  LabelView: Badge\n",
        "Loose/Home.screen.yaml":
            "screen: Home\nparams: { account: Account }\nbody:\n  VStackView:\n    - LabelView: $account.name\n    - Badge: {}\n    - Missing: {}\n",
    ]

    @Test func anUnknownTypeDeclaredBesideItNamesTheFileAndTheWayToOneApp() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "Loose/Home.screen.yaml")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("error[CK0401]: unknown type 'Account'"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "= note: 'Account' is declared in Loose/Account.types.yaml, which is not read with Loose/Home.screen.yaml"
            ), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "= help: make the folder one app with a construkt.yaml in it (Loose/construkt.yaml), or check the folder: construkt-gen lint Loose"
            ))
        #expect(
            outcome.output.contains("'Badge' is declared in Loose/Badge.screen.yaml"),
            "a component beside it is named too")
    }

    @Test func aFileOfTheCurrentFolderNamesThatFolderAsDot() throws {
        let files = Dictionary(
            uniqueKeysWithValues: Self.files.map { (String($0.key.dropFirst("Loose/".count)), $0.value) })
        let cli = try CLIHarness(files: files)
        let outcome = cli.run("lint", "Home.screen.yaml")
        #expect(
            outcome.output.contains(
                "= help: make the folder one app with a construkt.yaml in it (construkt.yaml), or check the folder: construkt-gen lint ."
            ), "\(outcome.output)")
    }

    @Test func aNameNoNeighbourDeclaresKeepsItsOwnHelp() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "Loose/Home.screen.yaml")
        let missing = try #require(outcome.output.range(of: "unknown component 'Missing'"))
        #expect(!outcome.output[missing.lowerBound...].contains("is declared in"), "\(outcome.output)")
    }

    @Test func theFolderCheckedWholeHasNoSuchError() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("lint", "--format", "gnu", "Loose")
        #expect(!outcome.output.contains("Account"), "\(outcome.output)")
    }

    @Test func previewOfTheFileSaysTheSame() throws {
        let cli = try CLIHarness(files: Self.files)
        let outcome = cli.run("preview", "Loose/Home.screen.yaml", "--output", "home.svg")
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("'Account' is declared in Loose/Account.types.yaml"), "\(outcome.error)")
    }
}
