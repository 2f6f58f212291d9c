import Foundation
import Testing

/// The list of files the build command promises: one per screen, types and routes file, in the
/// plugin's folder.
@Suite final class GeneratedOutputsTests {
    let root: URL
    let folder = URL(fileURLWithPath: "/work/plugin/GeneratedSources")

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "GeneratedOutputsTests-\(UUID().uuidString)")
        for path in ["A/construkt.yaml", "B/construkt.yaml", "Target/construkt.yaml"] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "imports: [ConstruktKit]\n".write(to: file, atomically: true, encoding: .utf8)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    @Test func everyScreenTypesAndRoutesFileGetsAFile() throws {
        let inputs = [
            "construkt.yaml", "Models.types.yaml", "Home.screen.yaml", "Theme.components.yaml",
            "Profile/Card.screen.yaml", "App.routes.yaml",
        ]
        .map { root.appendingPathComponent("Target/" + $0) }
        let outputs = try GeneratedOutputs(inputs: inputs, folder: folder)
        #expect(
            outputs.files.map(\.lastPathComponent) == [
                "Models.types.swift", "Home.screen.swift", "Profile_Card.screen.swift", "App.routes.swift",
            ])
        #expect(outputs.files.allSatisfy { $0.deletingLastPathComponent().path == "/work/plugin/GeneratedSources" })
    }

    @Test func aTargetWithOnlyCatalogsAndConfigListsNoFile() throws {
        let inputs = ["construkt.yaml", "Theme.components.yaml"].map { root.appendingPathComponent("Target/" + $0) }
        #expect(try GeneratedOutputs(inputs: inputs, folder: folder).files.isEmpty)
    }

    @Test func twoInputsForOneFileAreReportedByName() throws {
        let inputs = [
            root.appendingPathComponent("A/Home.screen.yaml"), root.appendingPathComponent("B/Home.screen.yaml"),
        ]
        let error = try #require(throws: OutputClash.self) { try GeneratedOutputs(inputs: inputs, folder: folder) }
        #expect(error.fileName == "Home.screen.swift")
        #expect(error.description.contains("A/Home.screen.yaml and "))
        #expect(error.description.contains("B/Home.screen.yaml would both be generated as Home.screen.swift"))
    }
}
