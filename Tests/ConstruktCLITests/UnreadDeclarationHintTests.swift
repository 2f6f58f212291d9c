import Testing

/// A file under no construkt.yaml is checked on its own: a name it cannot find that a file beside
/// it declares gets an error that says so, and how to make the folder one app. A file whose name
/// nearly ends in a construkt suffix is not read: a name it declares gets an error that says so,
/// and the name to give it.
@Suite struct UnreadDeclarationHintTests {
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

    static let misnamed = [
        "App/construkt.yaml": "",
        "App/Card.component.yaml": "component: Card\nbody:\n  LabelView: Card\n",
        "App/Home.screen.yaml": "screen: Home\nbody:\n  Card: {}\n",
    ]

    @Test func aComponentInAMisnamedFileNamesTheFileAndTheNameToGiveIt() throws {
        let cli = try CLIHarness(files: Self.misnamed)
        let outcome = cli.run("lint", "App")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("error[CK0801]: unknown component 'Card'"), "\(outcome.output)")
        #expect(
            outcome.output.contains("= note: 'Card' is declared in App/Card.component.yaml, which is not read"),
            "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "= help: rename it App/Card.screen.yaml (a component is declared in a screen file)"),
            "\(outcome.output)")
    }

    @Test func aMisnamedFileNamedOnTheCommandLineIsAnErrorNotAQuietPass() throws {
        let cli = try CLIHarness(files: Self.misnamed)
        let outcome = cli.run("lint", "App/Card.component.yaml")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains("error[CK0204]: construkt-gen does not read 'Card.component.yaml'"),
            "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "= help: rename it Card.screen.yaml, the name of a file that starts with 'component:'"),
            "\(outcome.output)")
    }

    @Test func aFolderOfMisnamedFilesSaysWhatEachWouldBeReadAs() throws {
        let cli = try CLIHarness(files: ["Loose/Home.screen.yml": "screen: Home\nbody:\n  LabelView: Hi\n"])
        let outcome = cli.run("lint", "Loose")
        #expect(outcome.status != 0)
        #expect(
            outcome.error.contains(
                "no construkt files found in 'Loose'; Loose/Home.screen.yml would be read as Loose/Home.screen.yaml"),
            "\(outcome.error)")
    }
}
