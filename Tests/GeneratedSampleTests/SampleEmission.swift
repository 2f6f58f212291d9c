import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktEmitter
import ConstruktYAML
import Foundation
import Testing

/// Checks a sample app and emits the Swift of its screens, as `generate` does: each file's header
/// names its path relative to the sample's folder.
enum SampleEmission {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The generated Swift of one screen file of `Samples/<sample>`, by its generated file name.
    static func emit(sample: String, screenFile: String) throws -> (name: GeneratedFileName, swift: String) {
        let folder = root.appendingPathComponent("Samples/\(sample)")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        var documents: [YAMLDocument] = []
        for path in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if let document = YAMLLoader.load(SourceFile(path: path, text: text)).document { documents.append(document) }
        }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        let app = try #require(apps.first)
        let screen = try #require(app.screens.first { $0.path == screenFile })
        let source = try RelativeSourcePath(screenFile)
        return (try GeneratedFileName(for: source), try ScreenEmitter(catalog: app.catalog).emit(screen, sourcePath: source))
    }
}
