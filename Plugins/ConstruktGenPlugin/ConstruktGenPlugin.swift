import Foundation
import PackagePlugin

/// The build-tool plugin: before a target compiles, `construkt-gen generate` turns its construkt
/// files into Swift under the plugin's work folder, and those files are compiled with the target.
///
/// Inputs are all the target's screen, types, routes and components files and its
/// `construkt.yaml`, so an edit to any of them regenerates. Outputs are one Swift file per input
/// that generates (`ConstruktFileKind.generatesSwift`), named as `generate` names it
/// (`GeneratedSwiftFileName`); a target with no such input gets no command. A build command, not
/// a prebuild one: it runs the `construkt-gen` built from source, and only when an input changed.
/// `GenerateCommandPlan` makes the command, for package targets here and Xcode targets in
/// `ConstruktGenPlugin+Xcode.swift`.
@main
struct ConstruktGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let plan = try GenerateCommandPlan(
            targetName: target.name, files: module.sourceFiles.map(\.url), workFolder: context.pluginWorkDirectoryURL)
        return try plan.map { [try Self.command(for: $0, tool: context.tool(named: "construkt-gen"))] } ?? []
    }

    static func command(for plan: GenerateCommandPlan, tool: PluginContext.Tool) -> Command {
        .buildCommand(
            displayName: plan.displayName, executable: tool.url, arguments: plan.arguments, inputFiles: plan.inputs,
            outputFiles: plan.outputs)
    }
}
