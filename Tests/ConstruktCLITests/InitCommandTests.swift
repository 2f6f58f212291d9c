import Foundation
import Testing

@testable import ConstruktCLI

@Suite struct InitCommandTests {
    static let starterFiles = [
        "construkt.yaml", "Hello.types.yaml", "Home.screen.yaml", "Details.screen.yaml", "Hello.routes.yaml",
        "Hello.scenario.yaml",
    ]

    /// The app init writes is one a user can go on from: it lints clean, generates and its scenario passes.
    @Test func theStarterAppLintsGeneratesAndPasses() throws {
        let cli = try CLIHarness()
        let created = cli.run("init", "App")
        #expect(created.status == 0, "\(created.error)")
        #expect(created.output.hasPrefix(Self.starterFiles.map { "created App/\($0)\n" }.joined()))
        let lint = cli.run("lint", "--strict", "App")
        #expect(lint.status == 0)
        #expect(lint.output == "checked 6 files: no problems\n", "\(lint.output)")
        let generate = cli.run("generate", "App", "--output", "Generated")
        #expect(generate.status == 0, "\(generate.error)")
        let generated = try FileManager.default.contentsOfDirectory(
            atPath: cli.directory.appendingPathComponent("Generated").path
        ).sorted()
        #expect(generated == ["Details.screen.swift", "Hello.routes.swift", "Hello.types.swift", "Home.screen.swift"])
        let test = cli.run("test", "App")
        #expect(test.status == 0)
        #expect(test.output.hasSuffix("1 passed, 0 failed\n"), "\(test.output)")
    }

    @Test func withoutAFolderItWritesIntoTheCurrentOne() throws {
        let cli = try CLIHarness()
        #expect(cli.run("init").status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted()
        #expect(written == Self.starterFiles.sorted())
    }

    /// A file of the starter app that exists already stops init before it writes anything.
    @Test func anExistingFileIsNamedAndNothingIsWritten() throws {
        let cli = try CLIHarness(files: ["App/Home.screen.yaml": "screen: Mine\n"])
        let outcome = cli.run("init", "App")
        #expect(outcome.status == 2)
        #expect(
            outcome.error == "error: App/Home.screen.yaml already exists; init writes nothing over an existing file\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("App").path)
        #expect(left == ["Home.screen.yaml"])
        let kept = try String(contentsOf: cli.directory.appendingPathComponent("App/Home.screen.yaml"), encoding: .utf8)
        #expect(kept == "screen: Mine\n")
    }

    /// The README's tour shows the app init writes, file for file.
    @Test func theReadmeTourShowsTheFilesInitWrites() throws {
        let examples = try DocsExampleTests.examples(of: "README.md").filter { $0.app == "hello" }
        let shown = Dictionary(uniqueKeysWithValues: examples.map { ($0.fileName, $0.text) })
        #expect(shown == Dictionary(uniqueKeysWithValues: StarterApp.files.map { ($0.path, $0.text) }))
    }
}
