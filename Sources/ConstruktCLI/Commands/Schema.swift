import ArgumentParser
import Foundation

/// `construkt-gen schema [KIND]`: the JSON Schema of a file kind, for editors and other tools.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of a file kind.",
        discussion: """
        Without a kind, lists the kinds, the files each describes and where its schema lives in \
        the construkt-gen repository. Editors using yaml-language-server read the schemas for \
        completion, hover text and validation; construkt-gen lint checks everything beyond them.
        """
    )

    @Argument(help: "The file kind; without it, the list of kinds.")
    var kind: SchemaKind?

    func run() throws {
        let console = Console.current
        guard let kind else {
            console.print(Self.kindList())
            return
        }
        console.print(kind.text)
    }

    /// One line per kind: its name, its files and its schema's path.
    static func kindList() -> String {
        let width = SchemaKind.allCases.map(\.rawValue.count).max() ?? 0
        let filesWidth = SchemaKind.allCases.map(\.files.count).max() ?? 0
        let rows = SchemaKind.allCases.map { kind in
            kind.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + kind.files.padding(toLength: filesWidth + 2, withPad: " ", startingAt: 0)
                + kind.path
        }
        return (rows + ["", "Print one with 'construkt-gen schema KIND'."]).joined(separator: "\n")
    }
}
