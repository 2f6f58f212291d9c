import ArgumentParser
import Foundation

/// `construkt-gen init [DIR]`: writes a small working app to start from. It never overwrites a
/// file: when any of its files exists already, it names that file and writes nothing.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a small working app (construkt.yaml, types, two screens, routes, a scenario) to start from.",
        discussion: "Writes nothing when any of its files exists already (exit status 2)."
    )

    @Argument(help: "The folder to write the app into; created when missing. The current folder by default.")
    var directory: String = "."

    func run() throws {
        let console = Console.current
        let folder = FileLoading.absolutePath(directory, in: console)
        let fileManager = FileManager.default
        for file in StarterApp.files where fileManager.fileExists(atPath: folder + "/" + file.path) {
            throw CommandFailure(
                message: "\(displayPath(file.path)) already exists; init writes nothing over an existing file")
        }
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in StarterApp.files {
                try Data(file.text.utf8).write(
                    to: URL(fileURLWithPath: folder + "/" + file.path), options: .withoutOverwriting)
            }
        } catch {
            throw CommandFailure(message: "cannot write the app into \(directory): \(error.localizedDescription)")
        }
        for file in StarterApp.files { console.print("created \(displayPath(file.path))") }
        console.print(
            """

            next: construkt-gen lint \(directory)
                  construkt-gen generate \(directory) --output \(displayPath("Generated"))
                  construkt-gen test \(directory)
            """)
    }

    /// A path inside the folder as the user named it.
    private func displayPath(_ path: String) -> String {
        directory == "." ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
    }
}
