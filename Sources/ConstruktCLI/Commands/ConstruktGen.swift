import ArgumentParser

/// The `construkt-gen` root command: checks YAML screen descriptions and turns them into Swift.
public struct ConstruktGen: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "construkt-gen",
        abstract: "Check YAML screen descriptions and generate Swift for ConstruktKit.",
        discussion: """
            Exit codes: 0 success, 1 errors found or tests failed, 2 usage or I/O error.
            A directory path means every construkt file below it (*.screen.yaml, *.routes.yaml,
            *.types.yaml, *.scenario.yaml, *.components.yaml and construkt.yaml).
            """,
        version: version,
        subcommands: [
            Init.self, Lint.self, Test.self, Run.self, Preview.self, Generate.self, Dump.self, Explain.self,
            Schema.self, LSP.self, Worker.self,
        ]
    )

    public init() {}
}
