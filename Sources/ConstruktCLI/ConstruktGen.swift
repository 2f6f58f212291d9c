import ArgumentParser

/// The `construkt-gen` command: checks YAML screen descriptions and turns them into Swift.
public struct ConstruktGen: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "construkt-gen",
        abstract: "Check YAML screen descriptions and generate Swift for ConstruktKit.",
        version: version
    )

    public init() {}
}
