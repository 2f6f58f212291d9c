import Testing

@Suite struct DumpCommandTests {
    @Test func eventsArePrintedAsLibYAMLReportsThem() throws {
        let cli = try CLIHarness(files: ["a.yaml": "a: &x [1, *x]\n--- !t\nb\n"])
        let outcome = cli.run("dump", "events", "a.yaml")
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                +STR
                +DOC
                +MAP
                =VAL :a
                +SEQ [] &x
                =VAL :1
                =ALI *x
                -SEQ
                -MAP
                -DOC
                +DOC ---
                =VAL <!t> :b
                -DOC
                -STR

                """)
    }

    @Test func aParseErrorPrintsTheEventsSoFarThenALocatedError() throws {
        let cli = try CLIHarness(files: ["a.yaml": "a: 1\nb: [1, 2\n"])
        let outcome = cli.run("dump", "events", "a.yaml")
        #expect(outcome.status == 1)
        #expect(outcome.output.hasPrefix("+STR\n+DOC\n+MAP\n=VAL :a\n=VAL :1\n=VAL :b\n+SEQ []\n=VAL :1\n=VAL :2\n"))
        #expect(outcome.error.contains("a.yaml:3:1"))
        #expect(outcome.error.contains("CK0107"))
    }

    @Test func deepNestingStopsAtTheLimit() throws {
        let cli = try CLIHarness(files: ["deep.yaml": String(repeating: "[", count: 100_000)])
        let outcome = cli.run("dump", "events", "deep.yaml")
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("CK0115"))
    }

    @Test func astShowsTheTreeOrTheFilesErrors() throws {
        let cli = try CLIHarness(files: ["A.screen.yaml": "screen: A\n", "B.screen.yaml": "screen: A\n\tbody: 1\n"])
        let tree = cli.run("dump", "ast", "A.screen.yaml")
        #expect(tree.status == 0)
        #expect(tree.output.contains("screen"))
        let broken = cli.run("dump", "ast", "B.screen.yaml")
        #expect(broken.status == 1)
        #expect(broken.error.contains("CK0106"))
    }
}

@Suite struct DumpLimitTests {
    @Test func anOversizedFileIsALocatedErrorWithoutBeingRead() throws {
        let cli = try CLIHarness()
        try cli.write("big.yaml", bytes: [UInt8](repeating: 0x61, count: 1_048_577))
        let outcome = cli.run("dump", "events", "big.yaml")
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(outcome.error.contains("big.yaml:1:1"))
        #expect(outcome.error.contains("CK0101"))
    }
}
