import Foundation

/// The `construkt-gen generate` build command for one target's files, the same whether the target
/// is a package's or an Xcode project's: its inputs (the target's screen, types, routes and
/// components files and its `construkt.yaml`), its arguments (gnu output, which Xcode and SwiftPM
/// both show as issues), and its outputs, named by `GeneratedOutputs`.
struct GenerateCommandPlan {
    let displayName: String
    let inputs: [URL]
    let arguments: [String]
    let outputs: [URL]

    /// Nil when no file of the target generates Swift: such a target gets no command.
    init?(targetName: String, files: [URL], workFolder: URL) throws(OutputClash) {
        let inputs = files.filter { ConstruktFileKind(fileName: $0.lastPathComponent)?.isBuildInput == true }
        let outputFolder = workFolder.appendingPathComponent("GeneratedSources")
        let outputs = try GeneratedOutputs(inputs: inputs, folder: outputFolder).files
        guard !outputs.isEmpty else { return nil }
        self.displayName =
            "Generating \(outputs.count) Swift file\(outputs.count == 1 ? "" : "s") for \(targetName) with construkt-gen"
        self.inputs = inputs
        self.arguments = ["generate"] + inputs.map(\.path) + ["--output", outputFolder.path, "--format", "gnu"]
        self.outputs = outputs
    }
}
