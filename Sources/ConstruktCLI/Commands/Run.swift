import ArgumentParser
import ConstruktRuntime
import Foundation

/// `construkt-gen run FILE [--params JSON] [--state JSON] [--format text|json]`: runs a screen (or a
/// `component:` file, given its params) headlessly, its `onLoad` and `onAppear` hooks included, and
/// prints its tree.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a screen headlessly and print its tree.",
        discussion: """
            --params and --state take a JSON object: the screen's params, and initial state values \
            that replace their defaults. Exits with 1 when the screen cannot run.
            """
    )

    /// How the tree is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @ArgumentParser.Argument(help: "A *.screen.yaml file holding a screen or a component.")
    var file: String

    @Option(help: "The screen's params as a JSON object.")
    var params: String?

    @Option(help: "Initial state values as a JSON object.")
    var state: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let console = Console.current
        let session = try ScreenLaunch(file: file, params: params, state: state, console: console).session
        switch format {
        case .text:
            console.print(session.tree.text)
        case .json:
            let data = try JSONSerialization.data(
                withJSONObject: session.tree.jsonObject, options: [.prettyPrinted, .sortedKeys])
            console.print(String(decoding: data, as: UTF8.self))
        }
    }
}
