import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Foundation
import Testing

/// Loads the files of a sample app into a checked app, as the runtime's tests do.
enum SampleLoading {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file of `Samples/<name>`, checked together; the test fails on any error.
    static func sample(_ name: String) throws -> CheckedApp {
        let folder = root.appendingPathComponent("Samples/\(name)")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        var documents: [YAMLDocument] = []
        for path in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if let document = YAMLLoader.load(SourceFile(path: path, text: text)).document { documents.append(document) }
        }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        return try #require(apps.first)
    }
}
