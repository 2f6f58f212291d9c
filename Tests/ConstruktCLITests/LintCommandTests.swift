import Foundation
import Testing

@Suite struct LintCommandTests {
    static let clean = "screen: Counter\nbody:\n  LabelView: Hello\n"

    @Test func cleanFilesExitZeroWithACountInHumanFormatOnly() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.clean])
        let outcome = cli.run("lint", "App")
        #expect(outcome.status == 0)
        #expect(outcome.output == "checked 1 file: no problems\n")
        #expect(cli.run("lint", "--format", "gnu", "App").output == "")
    }

    @Test func directoriesAreWalkedForConstruktSuffixesOnly() throws {
        let cli = try CLIHarness(files: [
            "App/A.screen.yaml": "screen: A\nscreen: B\n",
            "App/nested/B.routes.yaml": "routes: R\nroutes: S\n",
            "App/notes.yaml": "a: 1\na: 2\n",
            "App/.hidden/C.screen.yaml": "a: 1\na: 2\n",
            "App/construkt.yaml": "imports: [ConstruktKit]\n",
        ])
        let outcome = cli.run("lint", "--format", "gnu", "./App/")
        #expect(outcome.status == 1)
        #expect(
            outcome.output == """
                App/A.screen.yaml:2:1: error: duplicate key 'screen' [CK0114]
                App/A.screen.yaml:1:1: note: first defined here
                App/A.screen.yaml:2:1: note: help: remove one of the two entries, or rename one
                App/nested/B.routes.yaml:2:1: error: duplicate key 'routes' [CK0114]
                App/nested/B.routes.yaml:1:1: note: first defined here
                App/nested/B.routes.yaml:2:1: note: help: remove one of the two entries, or rename one

                """)
    }

    /// Each app's construkt.yaml limits how its own files are read, nested apps included, and no
    /// other app's: the files are read app by app.
    @Test func eachAppReadsItsFilesUnderItsOwnLimits() throws {
        let screen = "screen: Long\nbody:\n  LabelView: \"\(String(repeating: "x", count: 200))\"\n"
        let cli = try CLIHarness(files: [
            "Small/construkt.yaml": "limits: { fileBytes: 100 }\n",
            "Small/Long.screen.yaml": screen,
            "Small/Big/construkt.yaml": "limits: { fileBytes: 1000 }\n",
            "Small/Big/Long.screen.yaml": screen,
            "Other/Long.screen.yaml": screen,
        ])
        let outcome = cli.run("lint", "--format", "gnu", "Small", "Other")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.components(separatedBy: "\n").filter { $0.contains("error:") } == [
                "Small/Long.screen.yaml:1:1: error: the file is 235 bytes; the limit is 100 bytes [CK0101]"
            ])
    }

    @Test func everyFormatReportsTheSameProblem() throws {
        let cli = try CLIHarness(files: ["A.screen.yaml": "screen: A\nbody: &x\n  LabelView: Hi\n"])
        let expectations: [(String, String)] = [
            ("human", "error[CK0110]"),
            ("gnu", "A.screen.yaml:2:7: error:"),
            ("github", "::error file=A.screen.yaml,line=2,col=7"),
            ("sarif", "\"ruleId\": \"CK0110\""),
            ("json", "\"code\": \"CK0110\""),
        ]
        for (format, fragment) in expectations {
            let outcome = cli.run("lint", "--format", format, "A.screen.yaml")
            #expect(outcome.status == 1, "format \(format)")
            #expect(outcome.output.contains(fragment), "format \(format): \(outcome.output)")
        }
    }

    @Test func humanFormatEndsWithASummaryAndColoursOnlyATerminal() throws {
        let cli = try CLIHarness(files: ["A.screen.yaml": "screen: A\nscreen: B\n"])
        let plain = cli.run("lint", "A.screen.yaml")
        #expect(plain.output.hasSuffix("\nchecked 1 file: 1 error\n"))
        #expect(!plain.output.contains("\u{1B}["))
        #expect(cli.run("lint", "A.screen.yaml", terminal: true).output.contains("\u{1B}["))
        #expect(
            !cli.run("lint", "A.screen.yaml", environment: ["NO_COLOR": "1"], terminal: true).output.contains("\u{1B}[")
        )
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let unusedState = "screen: Counter\nstate:\n  count: Int\nbody:\n  LabelView: Hello\n"
        let cli = try CLIHarness(files: ["A.screen.yaml": Self.clean, "B.screen.yaml": unusedState])
        #expect(cli.run("lint", "--strict", "A.screen.yaml").status == 0)
        let relaxed = cli.run("lint", "--format", "gnu", "B.screen.yaml")
        #expect(relaxed.status == 0)
        #expect(relaxed.output.hasPrefix("B.screen.yaml:3:3: warning: "))
        let strict = cli.run("lint", "--strict", "--format", "gnu", "B.screen.yaml")
        #expect(strict.status == 1)
        #expect(strict.output.hasPrefix("B.screen.yaml:3:3: error: "))
    }

    @Test func anEmptyDirectoryIsAUsageError() throws {
        let cli = try CLIHarness(files: ["docs/readme.txt": "hello"])
        let outcome = cli.run("lint", "docs")
        #expect(outcome.status == 2)
        #expect(outcome.error == "error: no construkt files found in 'docs'\n")
    }

    @Test func oneFileIsCheckedInTheContextOfItsAppAndOnlyItIsReported() throws {
        let cli = try CLIHarness(files: [
            "App/construkt.yaml": "imports: [ConstruktKit]\n",
            "App/Models.types.yaml": "types:\n  Movie: { id: Int, title: String }\n",
            "App/Shelf.screen.yaml":
                "screen: Shelf\nstate:\n  movie: Movie?\nbody:\n  LabelView: \"${movie?.title ?? ''}\"\n",
            "App/Broken.screen.yaml": "screen: Broken\nbody:\n  LabelView: { titel: Hi }\n",
        ])
        let outcome = cli.run("lint", "App/Shelf.screen.yaml")
        #expect(outcome.status == 0)
        #expect(outcome.output == "checked 1 file: no problems\n")
        #expect(cli.run("lint", "App").status == 1)
    }

    static let shelfApp = [
        "construkt.yaml": "imports: [ConstruktKit]\n",
        "Models.types.yaml": "types:\n  Movie: { id: Int, title: String }\n",
        "Shelf.screen.yaml": "screen: Shelf\nstate:\n  movie: Movie?\nbody:\n  LabelView: \"${movie?.title ?? ''}\"\n",
    ]

    /// A folder walked inside an app is only part of it: the rest of the app is read too.
    @Test func aFolderInsideAnAppIsCheckedWithTheRestOfItsApp() throws {
        let cli = try CLIHarness(files: [
            "App/construkt.yaml": Self.shelfApp["construkt.yaml"]!,
            "App/Models.types.yaml": Self.shelfApp["Models.types.yaml"]!,
            "App/Screens/Shelf.screen.yaml": Self.shelfApp["Shelf.screen.yaml"]!,
        ])
        let outcome = cli.run("lint", "App/Screens")
        #expect(outcome.status == 0)
        #expect(outcome.output == "checked 1 file: no problems\n")
    }

    /// A walk skips hidden folders, so walking `.` did not read the app of a file named inside one.
    @Test func aFileNamedInAHiddenFolderIsCheckedWithItsAppBesideAWalkedFolder() throws {
        var files = Dictionary(uniqueKeysWithValues: Self.shelfApp.map { (".drafts/App/" + $0.key, $0.value) })
        files["Other/Hello.screen.yaml"] = Self.clean
        let cli = try CLIHarness(files: files)
        let outcome = cli.run("lint", ".", ".drafts/App/Shelf.screen.yaml")
        #expect(outcome.status == 0)
        #expect(outcome.output == "checked 2 files: no problems\n")
    }

    @Test func catalogsListedInTheConfigAreLoadedAndAMissingOneIsLocated() throws {
        let rating = try String(
            contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0]
                + "/Schemas/Examples/Rating.components.yaml", encoding: .utf8)
        let cli = try CLIHarness(files: [
            "App/construkt.yaml": "catalogs: [Catalogs/Rating.components.yaml, Missing.components.yaml]\n",
            "App/Review.screen.yaml": "screen: Review\nstate:\n  score: Double\nbody:\n  RatingView: $score\n",
        ])
        try cli.write("App/Catalogs/Rating.components.yaml", rating)
        let outcome = cli.run("lint", "--format", "gnu", "App")
        #expect(
            outcome.output == """
                App/construkt.yaml:1:45: error: no catalog at 'Missing.components.yaml' (looked for App/Missing.components.yaml) [CK0211]
                App/construkt.yaml:1:45: note: help: write the path relative to this construkt.yaml

                """)
    }

    @Test func anAbsolutePathFindsTheScenariosRoutesFile() throws {
        let cli = try CLIHarness(files: [
            "App/App.routes.yaml":
                "routes: AppRoute\ndestinations:\n  home: { screen: Home, path: / }\nroot: { navigation: home }\n",
            "App/Home.screen.yaml": "screen: Home\nbody:\n  LabelView: Hello\n",
            "App/home.scenario.yaml": "scenario: home\napp: App.routes.yaml\nsteps:\n  - expect: { text: Hello }\n",
        ])
        let outcome = cli.run("lint", cli.directory.path + "/App")
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
