@testable import ConstruktCLI
import Foundation
import Testing

@Suite struct SchemaCommandTests {
    /// The compiled-in schemas are Schemas/json's files, byte for byte; run
    /// Scripts/embed-json-schemas.sh after editing one.
    @Test(arguments: SchemaKind.allCases)
    func printsTheSchemaFile(kind: SchemaKind) throws {
        let onDisk = try String(contentsOf: repositoryRoot.appendingPathComponent(kind.path), encoding: .utf8)
        let printed = try CLIHarness().run("schema", kind.rawValue)
        #expect(printed.status == 0)
        #expect(printed.error.isEmpty)
        #expect(printed.output == onDisk, "run Scripts/embed-json-schemas.sh after editing \(kind.path)")
    }

    @Test func everySchemaFileHasAKind() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Schemas/json").path)
        #expect(Set(files.map { "Schemas/json/\($0)" }) == Set(SchemaKind.allCases.map(\.path)))
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
