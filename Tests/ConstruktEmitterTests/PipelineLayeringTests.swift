import Foundation
import Testing

/// The YAML tree stops at the checker (Docs/development.md, The pipeline): the stages after it read
/// the checked model and the catalog's typed values, never YAML, so that a change of the YAML layer
/// cannot reach the emitted Swift or the runtime but through the checker.
@Suite struct PipelineLayeringTests {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test(arguments: ["ConstruktEmitter", "ConstruktRuntime", "ConstruktPreview"])
    func stagesAfterTheCheckerDoNotImportYAML(module: String) throws {
        let folder = Self.sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)).compactMap
        { $0 as? URL }
        .filter { $0.pathExtension == "swift" }
        #expect(!files.isEmpty)
        let importing = try files.filter { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").contains {
                $0.hasPrefix("import ConstruktYAML") || $0.hasPrefix("import CLibYAML")
            }
        }
        #expect(importing.map(\.lastPathComponent) == [])
    }
}
