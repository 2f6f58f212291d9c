import Foundation

/// The Swift files `construkt-gen generate` writes for a target's inputs: one per input whose kind
/// generates, in `folder`, named from the input's path in its app. Listed before the tool runs, as
/// a build command must.
struct GeneratedOutputs {
    /// The generated files, in the inputs' order.
    let files: [URL]

    /// Fails when two inputs would be written to one file (two apps in one target each holding a
    /// `Home.screen.yaml`), which `generate` refuses too, so the build says which files clash.
    init(inputs: [URL], folder: URL) throws(OutputClash) {
        var firstInputByName: [String: URL] = [:]
        var files: [URL] = []
        for input in inputs where ConstruktFileKind(fileName: input.lastPathComponent)?.generatesSwift == true {
            let name = GeneratedSwiftFileName.forInput(relativePath: AppRelativePath.components(of: input))
            if let first = firstInputByName[name] { throw OutputClash(fileName: name, inputs: (first, input)) }
            firstInputByName[name] = input
            files.append(folder.appendingPathComponent(name))
        }
        self.files = files
    }
}

/// Two inputs of one target that would both be generated as the same Swift file.
struct OutputClash: Error, CustomStringConvertible {
    let fileName: String
    let inputs: (URL, URL)

    var description: String {
        "\(inputs.0.path) and \(inputs.1.path) would both be generated as \(fileName): construkt-gen names a generated file after the input's path in its app, so give one of them another name or folder"
    }
}
