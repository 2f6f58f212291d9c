import ArgumentParser
import ConstruktChecker
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
        let inputs = try CheckedInputs(paths: [file], console: console, scenarios: .leftOut)
        guard let path = inputs.requested.first,
              let app = inputs.apps.first(where: { $0.screens.contains { $0.path == path } }),
              let screen = app.screens.first(where: { $0.path == path }) else {
            throw CommandFailure(message: "'\(file)' holds no screen or component")
        }
        do {
            let given = try values(params, for: screen.params, named: "--params", types: app.symbols.types)
            let missing = screen.params.filter { param in
                if case .optional = param.type { return false }
                return param.defaultValue == nil && given[param.name] == nil
            }.map(\.name)
            guard missing.isEmpty else {
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                console.printError("error: \(screen.name) needs \(names)\nhelp: pass params as JSON: --params '{" + missing.map { "\"\($0)\": …" }.joined(separator: ", ") + "}'")
                throw ExitCode(ExitStatus.errorsFound)
            }
            let initial = try values(state, for: screen.state, named: "--state", types: app.symbols.types)
            let catalog = RuntimeCatalog(catalog: app.catalog, app: app)
            let session = try ScreenSession(catalog: catalog, screen: screen, params: given, state: initial)
            switch format {
            case .text:
                console.print(session.tree.text)
            case .json:
                let data = try JSONSerialization.data(withJSONObject: session.tree.jsonObject, options: [.prettyPrinted, .sortedKeys])
                console.print(String(decoding: data, as: UTF8.self))
            }
        } catch let failure as RuntimeFailure {
            console.printError("error: \(screen.name) cannot run: \(failure.message)")
            throw ExitCode(ExitStatus.errorsFound)
        }
    }

    /// A JSON object's entries read by the types of the screen's params or state.
    private func values(_ json: String?, for declared: [CheckedScreen.Value], named option: String, types: TypeEnvironment) throws -> [String: RuntimeValue] {
        guard let json else { return [:] }
        let parsed: JSONInput
        do { parsed = try JSONInput.parse(json) } catch { throw CommandFailure(message: "\(option) is not valid JSON") }
        guard case .object(let object) = parsed else { throw CommandFailure(message: "\(option) must be a JSON object") }
        var values: [String: RuntimeValue] = [:]
        for (name, value) in object {
            guard let entry = declared.first(where: { $0.name == name }) else {
                throw CommandFailure(message: "\(option): the screen has no '\(name)'; it has \(declared.map(\.name).joined(separator: ", "))")
            }
            values[name] = try RuntimeValue(json: value, as: entry.type, types: types)
        }
        return values
    }
}
