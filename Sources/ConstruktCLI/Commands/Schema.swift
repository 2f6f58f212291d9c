import ArgumentParser
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktSchema
import ConstruktYAML
import Foundation

/// `construkt-gen schema [KIND]`: the JSON Schema of a file kind, for editors and other tools.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of a file kind.",
        discussion: """
            The schema is written from the same key table and component catalogs lint checks files \
            against: ConstruktKit's, plus the project catalogs given with --catalog, so that their \
            components and the properties they add complete in an editor. Without a kind, lists the \
            kinds, the files each describes and where its schema (with ConstruktKit alone) lives in \
            the construkt-gen repository. Editors using yaml-language-server read the schemas for \
            completion, hover text and validation; construkt-gen lint checks everything beyond them.
            """
    )

    @ArgumentParser.Argument(help: "The file kind; without it, the list of kinds.")
    var kind: SchemaKind?

    @Option(
        name: .customLong("catalog"),
        help: "A project catalog (*.components.yaml) loaded after ConstruktKit's; repeat for several.")
    var catalogs: [String] = []

    func run() throws {
        let console = Console.current
        guard let kind else {
            console.print(Self.kindList())
            return
        }
        let writer = SchemaWriter(catalog: try loadCatalog(console: console))
        console.print(writer.text(of: kind.fileKind))
    }

    /// ConstruktKit's catalog with the given ones on top; a catalog with errors is refused.
    private func loadCatalog(console: Console) throws -> ComponentCatalog {
        guard !catalogs.isEmpty else { return CatalogLoader.construktKit.catalog }
        var documents: [YAMLDocument] = []
        var diagnostics: [Diagnostic] = []
        for path in catalogs {
            let loaded = try FileLoading.load(path, console: console)
            diagnostics += loaded.diagnostics
            if let document = loaded.document { documents.append(document) }
        }
        let result = CatalogLoader.loadWithConstruktKit(documents)
        diagnostics += result.diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw CommandFailure(message: "the catalogs have errors; 'construkt-gen lint' shows them")
        }
        return result.catalog
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
