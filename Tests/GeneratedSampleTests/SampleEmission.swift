import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktEmitter
import ConstruktYAML
import Foundation
import Testing

/// Checks an app's folder (a sample, or Tests/EmitterScreens) and emits the Swift of its screens,
/// as `generate` does: each file's header names its path relative to that folder.
enum SampleEmission {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What `generate` gives for every file of `folder` (relative to the repository), with paths
    /// relative to that folder; the test fails on any checker error.
    static func emit(folder path: String) throws -> AppEmission {
        let folder = root.appendingPathComponent(path)
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        var files: [(path: String, text: String)] = []
        for path in paths {
            files.append((path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)))
        }
        return AppEmitter(app: try app(of: files)).emit { $0 }
    }

    /// What `generate` gives for files given as (path, text), with their paths as they are.
    static func emit(_ files: [(path: String, text: String)]) throws -> AppEmission {
        AppEmitter(app: try app(of: files)).emit { $0 }
    }

    /// The generated Swift of `screenFile` among files given as (path, text); the test fails on
    /// any checker error, and the emitter's error is thrown.
    static func emit(_ files: [(path: String, text: String)], screenFile: String) throws -> (
        name: GeneratedFileName, swift: String
    ) {
        let emission = AppEmitter(app: try app(of: files)).emit { $0 == screenFile ? $0 : nil }
        if let failure = emission.failures.first { throw failure.error }
        let file = try #require(emission.files.first)
        return (file.name, file.contents)
    }

    /// The one app the files make, checked; the test fails on any checker error.
    static func app(of files: [(path: String, text: String)]) throws -> CheckedApp {
        let documents = files.compactMap { YAMLLoader.load(SourceFile(path: $0.path, text: $0.text)).document }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" } == [])
        return try #require(apps.first)
    }
}
