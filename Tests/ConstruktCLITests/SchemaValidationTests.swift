import Foundation
import Testing

/// Scripts/validate-schemas.py run with a real JSON Schema validator (Python's jsonschema, draft
/// 2020-12): the schemas accept every sample and every app of the tests, and reject wrong files.
@Suite(
    .enabled(
        if: SchemaValidator.isAvailable, "python3 with jsonschema and PyYAML is missing; 'make setup' installs them"))
struct SchemaValidationTests {
    @Test func acceptsTheSamplesAndTheTestApps() throws {
        let run = try SchemaValidator.run([])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(" files, 0 problems"))
    }

    @Test func rejectsAnUnknownTopLevelKeyAndAStatementWithoutItsKeyword() throws {
        let cli = try CLIHarness(files: [
            "Counter.screen.yaml": """
            screen: Counter
            titel: Counts taps.
            actions:
              reset:
                - to: 0
            body:
              LabelView: Hello
            """
        ])
        let run = try SchemaValidator.run([cli.directory.appendingPathComponent("Counter.screen.yaml").path])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "Counter.screen.yaml: /: Additional properties are not allowed ('titel' was unexpected)"))
        #expect(run.output.contains("Counter.screen.yaml: /actions/reset: "))
        #expect(run.output.hasSuffix("1 files, 2 problems\n"))
    }

    @Test func rejectsASecondKeyOnANodeInsideAConstruktKitSlot() throws {
        let cli = try CLIHarness(files: [
            "Greeting.screen.yaml": """
            screen: Greeting
            body:
              VStackView:
                children:
                  - LabelView: Hello
                    font: title1
            """
        ])
        let run = try SchemaValidator.run([cli.directory.appendingPathComponent("Greeting.screen.yaml").path])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "/body/VStackView/children/0: {'LabelView': 'Hello', 'font': 'title1'} has too many properties"),
            "\(run.output)")
    }

    /// CK0808 in an editor: a component's lifecycle hooks would never run.
    @Test func rejectsLifecycleHooksInAComponentFile() throws {
        let cli = try CLIHarness(files: [
            "Badge.screen.yaml": """
            component: Badge
            lifecycle:
              onLoad: []
            body:
              LabelView: New
            """
        ])
        let run = try SchemaValidator.run([cli.directory.appendingPathComponent("Badge.screen.yaml").path])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("1 files, 1 problems\n"), "\(run.output)")
    }

    /// Schema and lint agree on the checker's fixtures: what lint accepts validates, and what it
    /// rejects for its structure (an unknown or missing key, a wrong shape, a component's unknown
    /// or missing property) the schema rejects too.
    @Test func agreesWithLintOnTheCheckerFixtures() throws {
        let run = try SchemaValidator.python([
            repositoryRoot.appendingPathComponent("Scripts/validate-schemas.py").path, "--checker-fixtures",
        ])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(" files with structural errors, 0 problems"))
    }

    /// A property of a value type takes a mapping only in a form it accepts: ImageView's `image`
    /// takes `{ url: … }`, a ButtonView's does not (CK0812), and a Font has no field `wieght`.
    @Test func rejectsAMappingInAFormThePropertyDoesNotTake() throws {
        let screen = { (node: String) in "screen: Poster\nparams:\n  poster: URL?\nbody:\n  \(node)\n" }
        let cli = try CLIHarness(files: [
            "Image.screen.yaml": screen("ImageView: { image: { url: $poster } }"),
            "Button.screen.yaml": screen("ButtonView: { title: Play, image: { url: $poster } }"),
            "Font.screen.yaml": screen("LabelView: { text: Hi, font: { size: 12, wieght: bold } }"),
        ])
        let accepted = try SchemaValidator.run([cli.directory.appendingPathComponent("Image.screen.yaml").path])
        #expect(accepted.status == 0, "\(accepted.output)")
        let button = try SchemaValidator.run([cli.directory.appendingPathComponent("Button.screen.yaml").path])
        #expect(button.output.contains("/body/ButtonView/image: {'url': '$poster'}"), "\(button.output)")
        let font = try SchemaValidator.run([cli.directory.appendingPathComponent("Font.screen.yaml").path])
        #expect(font.output.contains("/body/LabelView/font: {'size': '12', 'wieght': 'bold'}"), "\(font.output)")
    }

    @Test func readsYAML11BooleansAndOctalsAsText() throws {
        let cli = try CLIHarness(files: [
            "Flags.types.yaml": """
            types:
              Answer: { enum: [yes, no, on, off] }
            """,
            "construkt.yaml": "limits: { depth: 0777 }\nsourceLocations: no\n",
        ])
        let types = try SchemaValidator.run([cli.directory.appendingPathComponent("Flags.types.yaml").path])
        #expect(types.status == 0, "\(types.output)")
        let config = try SchemaValidator.run([cli.directory.appendingPathComponent("construkt.yaml").path])
        #expect(config.status == 1)
        #expect(
            config.output.contains(
                "/sourceLocations: fits none of the shapes allowed here (deepest miss: /sourceLocations: 'no' is not of type 'boolean')"
            ))
        #expect(!config.output.contains("/limits/depth"))
    }
}

/// Runs the schema scripts with python3 from the PATH.
enum SchemaValidator {
    struct Run {
        var status: Int32
        var output: String
    }

    static let isAvailable = (try? python(["-c", "import jsonschema, yaml"]).status == 0) ?? false

    static func run(_ paths: [String]) throws -> Run {
        try python([repositoryRoot.appendingPathComponent("Scripts/validate-schemas.py").path] + paths)
    }

    static func python(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
