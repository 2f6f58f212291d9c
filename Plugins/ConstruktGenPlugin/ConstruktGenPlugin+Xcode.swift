#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The build plugin in an Xcode project's target (Build Phases, Run Build Tool Plug-ins): the same
    /// command as for a package target, over the target's files.
    extension ConstruktGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let plan = try GenerateCommandPlan(
                targetName: target.displayName, files: target.inputFiles.map(\.url),
                workFolder: context.pluginWorkDirectoryURL)
            return try plan.map { [try Self.command(for: $0, tool: context.tool(named: "construkt-gen"))] } ?? []
        }
    }
#endif
