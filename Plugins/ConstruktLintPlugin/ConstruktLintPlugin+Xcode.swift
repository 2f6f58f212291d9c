#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// `construkt-lint` on an Xcode project (the project's context menu in the navigator, or
    /// `xcodebuild`): the construkt files of the `--target` targets, else of every target, relative
    /// to the project's folder, where lint runs.
    extension ConstruktLintPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let request = LintRequest(arguments: arguments)
            let project = context.xcodeProject
            let targets =
                request.targetNames.isEmpty
                ? project.targets : project.targets.filter { request.targetNames.contains($0.displayName) }
            let files =
                request.paths.isEmpty
                ? LintInvocation.construktPaths(
                    of: targets.flatMap { $0.inputFiles.map(\.url) }, relativeTo: project.directoryURL)
                : request.paths
            try Self.lint(
                files, request: request, tool: context.tool(named: "construkt-gen").url, in: project.directoryURL)
        }
    }
#endif
