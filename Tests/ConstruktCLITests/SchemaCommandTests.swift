import ConstruktSchema
import Foundation
import GoldenFiles
import Testing

@testable import ConstruktCLI

@Suite struct SchemaCommandTests {
    /// Schemas/json holds `construkt-gen schema KIND`'s output with ConstruktKit's catalog, byte
    /// for byte, so a hand edit of a schema file fails here. CONSTRUKT_RECORD=1 rewrites the files
    /// from the key table and the catalog (and fails once, so that a recording run is reviewed).
    @Test(arguments: SchemaKind.allCases)
    func theSchemaFileIsTheGeneratorsOutput(kind: SchemaKind) throws {
        let url = repositoryRoot.appendingPathComponent(kind.path)
        let printed = try CLIHarness().run("schema", kind.rawValue)
        #expect(printed.status == 0)
        #expect(printed.error.isEmpty)
        GoldenFile(
            url,
            regenerate:
                "it is not what construkt-gen writes from the key table and the catalog; edit those, then regenerate it: make schemas, or CONSTRUKT_RECORD=1 swift test --filter SchemaCommandTests"
        ).check(printed.output)
    }

    @Test func theOutputIsTheSameOnEveryRun() throws {
        let writer = SchemaWriter()
        for kind in SchemaFileKind.allCases {
            #expect(writer.text(of: kind) == SchemaWriter().text(of: kind))
        }
    }

    @Test func everySchemaFileHasAKind() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Schemas/json").path)
        #expect(Set(files.map { "Schemas/json/\($0)" }) == Set(SchemaKind.allCases.map(\.path)))
    }

    /// A project's catalog adds its components to the screen schema, with their docs.
    @Test func aProjectCatalogAddsItsComponents() throws {
        let catalog = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Schemas/Examples/Rating.components.yaml"),
            encoding: .utf8)
        let cli = try CLIHarness(files: ["Rating.components.yaml": catalog])
        let withProject = cli.run("schema", "screen", "--catalog", "Rating.components.yaml")
        #expect(withProject.status == 0, "\(withProject.error)")
        #expect(withProject.output.contains("\"$ref\": \"#/$defs/component.RatingView\""))
        let alone = cli.run("schema", "screen")
        #expect(!alone.output.contains("RatingView"))
    }

    @Test func aCatalogWithErrorsIsRefused() throws {
        let cli = try CLIHarness(files: ["Broken.components.yaml": "catalog: Broken\nformatVersion: 9\n"])
        let refused = cli.run("schema", "screen", "--catalog", "Broken.components.yaml")
        #expect(refused.status == 2)
        #expect(refused.error.contains("the catalogs have errors; 'construkt-gen lint' shows them"))
    }

    @Test func withoutAKindListsTheKinds() throws {
        let listed = try CLIHarness().run("schema")
        #expect(listed.status == 0)
        #expect(listed.output.contains("screen      *.screen.yaml      Schemas/json/screen.schema.json\n"))
        #expect(listed.output.contains("config      construkt.yaml     Schemas/json/construkt.schema.json\n"))
        #expect(listed.output.hasSuffix("Print one with 'construkt-gen schema KIND'.\n"))
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let unknown = try CLIHarness().run("schema", "widgets")
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("The value 'widgets' is invalid for '<kind>'"))
        #expect(unknown.error.contains("- components\n"))
    }
}
