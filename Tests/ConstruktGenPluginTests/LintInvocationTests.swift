import Foundation
import Testing

/// The lint run both plugin entry points (a package and an Xcode project) make.
@Suite struct LintInvocationTests {
    @Test func theConstruktFilesAreNamedRelativeToTheFolderLintRunsIn() {
        let files = [
            "/p/App/AppDelegate.swift", "/p/App/Home.screen.yaml", "/p/App/Home.scenario.yaml", "/p/App/construkt.yaml",
            "/elsewhere/Shared.types.yaml",
        ]
        .map { URL(fileURLWithPath: $0) }
        let paths = LintInvocation.construktPaths(of: files, relativeTo: URL(fileURLWithPath: "/p"))
        #expect(
            paths == [
                "App/Home.screen.yaml", "App/Home.scenario.yaml", "App/construkt.yaml", "/elsewhere/Shared.types.yaml",
            ])
    }

    @Test func formatAndStrictArePassedOn() {
        #expect(LintInvocation.arguments(paths: ["App"], format: nil, strict: false) == ["lint", "App"])
        #expect(
            LintInvocation.arguments(paths: ["App", "B"], format: "gnu", strict: true) == [
                "lint", "App", "B", "--format", "gnu", "--strict",
            ])
    }
}
