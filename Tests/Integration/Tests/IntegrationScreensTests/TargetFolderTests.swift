import Foundation
import Testing

/// The build plugin writes into its work folder only: after the build, the target's own folder
/// holds what was checked in and nothing generated (on Linux no sandbox would stop it). Hidden
/// files (an editor's, the Finder's) are not looked at.
@Suite @MainActor struct TargetFolderTests {
    @Test func theBuildWroteNothingIntoTheTargetsFolder() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/IntegrationScreens")
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        let files = Set(enumerator.compactMap { $0 as? String }.filter { path in
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        })
        #expect(files == [
            "construkt.yaml",
            "Mood.types.yaml",
            "Panels/Greeter.screen.yaml",
            "Tally.screen.yaml",
            "TallyViewModel+Remaining.swift",
        ])
    }
}
