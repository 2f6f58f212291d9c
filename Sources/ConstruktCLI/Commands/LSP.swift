import ArgumentParser
import ConstruktCatalog
import ConstruktLanguageServer

/// `construkt-gen lsp`: the language server, over standard input and output (Docs/editors.md).
struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over stdio) for editors.",
        discussion:
            "Diagnostics as you type, completion, hover, definition, references, rename, code actions and symbols. Docs/editors.md shows each editor's setup."
    )

    func run() throws {
        let server = LanguageServer(
            reference: ReferenceTexts(
                component: { catalog, component in ComponentReference(catalog: catalog, component: component).text() },
                member: { catalog, component, name in Explain.memberText(name, of: component, in: catalog) },
                type: { catalog, name in
                    catalog.component(named: name) == nil
                        ? catalog.type(named: name).map { TypeReference(catalog: catalog, type: $0).text() } : nil
                }
            ))
        let status = StdioServer.run(server)
        if status != 0 { throw ExitCode(status) }
    }
}
