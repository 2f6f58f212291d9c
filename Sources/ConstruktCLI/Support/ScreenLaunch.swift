import ArgumentParser
import ConstruktChecker
import ConstruktRuntime

/// A screen file started the way `run` and `preview` start it: checked with its app, its params
/// and initial state read from JSON (`--params`, `--state`) by their declared types, its hooks run.
struct ScreenLaunch {
    let screen: CheckedScreen
    let session: ScreenSession

    /// Starts the screen (or `component:`) of `file`. A missing param, bad JSON or a screen that
    /// cannot run is reported on the console and stops the command.
    init(file: String, params: String?, state: String?, console: Console) throws {
        let inputs = try CheckedInputs(paths: [file], console: console, scenarios: .leftOut)
        guard let path = inputs.requested.first,
            let app = inputs.apps.first(where: { $0.screens.contains { $0.path == path } }),
            let screen = app.screens.first(where: { $0.path == path })
        else {
            throw CommandFailure(message: "'\(file)' holds no screen or component")
        }
        self.screen = screen
        do {
            let given = try Self.values(params, for: screen.params, named: "--params", types: app.symbols.types)
            let missing = screen.params.filter { param in
                if case .optional = param.type { return false }
                return param.defaultValue == nil && given[param.name] == nil
            }.map(\.name)
            guard missing.isEmpty else {
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                console.printError(
                    "error: \(screen.name) needs \(names)\nhelp: pass params as JSON: --params '{"
                        + missing.map { "\"\($0)\": …" }.joined(separator: ", ") + "}'")
                throw ExitCode(ExitStatus.errorsFound)
            }
            let initial = try Self.values(state, for: screen.state, named: "--state", types: app.symbols.types)
            let catalog = RuntimeCatalog(catalog: app.catalog, app: app)
            session = try ScreenSession(catalog: catalog, screen: screen, params: given, state: initial)
        } catch let failure as RuntimeFailure {
            console.printError("error: \(screen.name) cannot run: \(failure.message)")
            throw ExitCode(ExitStatus.errorsFound)
        }
    }

    /// A JSON object's entries read by the types of the screen's params or state.
    private static func values(
        _ json: String?, for declared: [CheckedScreen.Value], named option: String, types: TypeEnvironment
    ) throws -> [String: RuntimeValue] {
        guard let json else { return [:] }
        let parsed: JSONInput
        do { parsed = try JSONInput.parse(json) } catch { throw CommandFailure(message: "\(option) is not valid JSON") }
        guard case .object(let object) = parsed else {
            throw CommandFailure(message: "\(option) must be a JSON object")
        }
        var values: [String: RuntimeValue] = [:]
        for (name, value) in object {
            guard let entry = declared.first(where: { $0.name == name }) else {
                throw CommandFailure(
                    message:
                        "\(option): the screen has no '\(name)'; it has \(declared.map(\.name).joined(separator: ", "))"
                )
            }
            values[name] = try RuntimeValue(json: value, as: entry.type, types: types)
        }
        return values
    }
}
