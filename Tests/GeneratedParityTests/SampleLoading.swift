import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Foundation
import Testing

/// Loads the files of an app's folder (a sample, or Tests/EmitterScreens) into a checked app, as
/// the runtime's tests do.
@MainActor
enum SampleLoading {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every file of `folder` (relative to the repository), checked together; the test fails on any error.
    static func app(in path: String) throws -> CheckedApp {
        let folder = root.appendingPathComponent(path)
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        var documents: [YAMLDocument] = []
        for path in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if let document = YAMLLoader.load(SourceFile(path: path, text: text)).document {
                documents.append(document)
            }
        }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        return try #require(apps.first)
    }
}
