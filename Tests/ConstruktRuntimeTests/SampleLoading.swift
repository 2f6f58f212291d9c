import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktRuntime
import ConstruktYAML
import Foundation
import Testing

/// Loads the files of a sample app, or of YAML written in a test, into a checked app.
enum SampleLoading {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every file of `Samples/<name>`, checked together.
    static func sample(_ name: String) throws -> CheckedApp {
        let folder = root.appendingPathComponent("Samples/\(name)")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        return try app(
            paths.map { path in (path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) })
    }

    /// Files given as (path, text), checked together; the test fails on any diagnostic.
    static func app(_ files: [(path: String, text: String)]) throws -> CheckedApp {
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.path, text: $0.text)).document }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        return try #require(apps.first)
    }

    static func catalog(for app: CheckedApp) -> RuntimeCatalog {
        RuntimeCatalog(catalog: CatalogLoader.construktKit.catalog, app: app)
    }
}
