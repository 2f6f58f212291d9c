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
@main
struct ConstruktGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = module.sourceFiles.map(\.url).filter { ConstruktFileKind(fileName: $0.lastPathComponent)?.isBuildInput == true }
        let outputFolder = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        let outputs = try GeneratedOutputs(inputs: inputs, folder: outputFolder).files
        guard !outputs.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "Generating \(outputs.count) Swift file\(outputs.count == 1 ? "" : "s") for \(target.name) with construkt-gen",
                executable: try context.tool(named: "construkt-gen").url,
                arguments: ["generate"] + inputs.map(\.path) + ["--output", outputFolder.path, "--format", "gnu"],
                inputFiles: inputs,
                outputFiles: outputs
            ),
        ]
    }
}
