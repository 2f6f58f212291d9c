import Foundation
import Testing

/// The build command both plugin entry points (package and Xcode targets) make from a target's files.
@Suite final class GenerateCommandPlanTests {
    let root: URL
    let workFolder = URL(fileURLWithPath: "/work/plugin")

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "GenerateCommandPlanTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "imports: [ConstruktKit]\n".write(
            to: root.appendingPathComponent("construkt.yaml"), atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    @Test func theConstruktFilesAreInputsAndTheGeneratedFilesOutputs() throws {
        let files = [
            "AppDelegate.swift", "construkt.yaml", "Home.screen.yaml", "Home.scenario.yaml", "App.routes.yaml",
            "Theme.components.yaml",
        ]
        .map { root.appendingPathComponent($0) }
        let plan = try #require(try GenerateCommandPlan(targetName: "App", files: files, workFolder: workFolder))
        #expect(plan.displayName == "Generating 2 Swift files for App with construkt-gen")
        #expect(
            plan.inputs.map(\.lastPathComponent) == [
                "construkt.yaml", "Home.screen.yaml", "App.routes.yaml", "Theme.components.yaml",
            ])
        #expect(
            plan.outputs.map(\.path) == [
                "/work/plugin/GeneratedSources/Home.screen.swift", "/work/plugin/GeneratedSources/App.routes.swift",
            ])
        #expect(
            plan.arguments == ["generate"] + plan.inputs.map(\.path) + [
                "--output", "/work/plugin/GeneratedSources", "--format", "gnu",
            ])
    }

    @Test func aTargetWithNothingToGenerateGetsNoCommand() throws {
        let files = ["AppDelegate.swift", "construkt.yaml", "Home.scenario.yaml"].map {
            root.appendingPathComponent($0)
        }
        #expect(try GenerateCommandPlan(targetName: "App", files: files, workFolder: workFolder) == nil)
    }
}
