import Foundation
import Testing

@testable import ConstruktCLI

/// The build plugin names an output after the input's path in its app, found as `generate` finds
/// it: relative to the nearest folder above holding a construkt.yaml.
@Suite final class AppRelativePathTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "AppRelativePathTests-\(UUID().uuidString)")
        for (path, contents) in [
            "App/construkt.yaml": "imports: [ConstruktKit]\n",
            "App/Screens/Home.screen.yaml": "",
            "App/Home.screen.yaml": "",
            "App/Inner/construkt.yaml": "imports: [ConstruktKit]\n",
            "App/Inner/Deep/Home.screen.yaml": "",
            "Loose/Folder/Home.screen.yaml": "",
        ] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func components(_ path: String) -> [String] {
        AppRelativePath.components(of: root.appendingPathComponent(path))
    }

    @Test func aFileIsNamedFromItsAppsFolder() {
        #expect(components("App/Screens/Home.screen.yaml") == ["Screens", "Home.screen.yaml"])
        #expect(components("App/Home.screen.yaml") == ["Home.screen.yaml"])
    }

    @Test func theNearestConstruktYAMLWins() {
        #expect(components("App/Inner/Deep/Home.screen.yaml") == ["Deep", "Home.screen.yaml"])
    }

    @Test func aFileUnderNoConstruktYAMLIsNamedByItsFileName() {
        #expect(components("Loose/Folder/Home.screen.yaml") == ["Home.screen.yaml"])
    }

    @Test(arguments: [
        "App/Screens/Home.screen.yaml", "App/Home.screen.yaml", "App/Inner/Deep/Home.screen.yaml",
        "Loose/Folder/Home.screen.yaml",
    ])
    func thePluginAgreesWithGenerate(path: String) {
        let file = root.appendingPathComponent(path).path
        let generateSays = Generate.appRelativePath(file, workingDirectory: root.path)
        #expect(components(path).joined(separator: "/") == generateSays)
    }
}
