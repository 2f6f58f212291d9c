import ConstruktDiagnostics

extension ScenarioResult {
    /// A scenario file with an error: it fails at that error without running, and the other
    /// scenarios of its app still run. It is named by its `scenario:` when that could be read
    /// (`name`), else by its file name. The failure says the error and its help, under `found:`.
    public static func notChecked(path: String, name: String?, error: Diagnostic) -> ScenarioResult {
        let name = name ?? path.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? path
        let failure = ScenarioFailure(
            location: error.location, expected: "a scenario that checks",
            found: "error[\(error.code.id)]: \(error.message)" + (error.help.map { "\n  help: \($0)" } ?? ""),
            tree: nil)
        return ScenarioResult(name: name, path: path, failure: failure)
    }
}
