import ArgumentParser
import ConstruktPreview
import ConstruktRuntime
import Foundation

/// `construkt-gen test PATHS… [--junit FILE] [--report DIR] [--record]`: runs the scenarios of the given files (or, when no
/// scenario file is among them, every scenario of their apps) headlessly, one line per scenario,
/// then the failures, then `N passed, N failed`. A scenario file with an error fails without
/// running, its error printed; the other scenarios still run. `--report` writes an HTML page with
/// the screen after every step (`ScenarioReport`). A tap on a node laid out where no touch reaches it fails
/// (`PreviewLayoutProbe`, on the standard device). A `snapshot:` compares the screen with its
/// reference picture beside the scenario (`SnapshotFiles`); `--record` writes the references.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scenarios headlessly.",
        discussion: """
            Screen, route and app scenarios run; app scenarios start at the routes file's root, in the \
            app navigator. Exits with 1 when any scenario fails.
            """
    )

    @ArgumentParser.Argument(help: "Files or directories; their scenarios run.")
    var paths: [String]

    @Option(help: "Also write the results as JUnit XML to this file.")
    var junit: String?

    @Option(help: "Also write an HTML report with a picture of the screen after every step into this folder.")
    var report: String?

    @Flag(
        help: ArgumentHelp(
            "Write each snapshot's picture as its reference where it differs or is missing.",
            discussion: "Without it, a snapshot with no reference fails, as it should in CI."))
    var record = false

    func run() throws {
        let console = Console.current
        let inputs = try CheckedInputs(paths: paths, console: console, scenarios: .eachOnItsOwn)
        let requested = Set(inputs.requested)
        var results: [ScenarioResult] = []
        var entries: [ScenarioReport.Entry] = []
        let folder = URL(fileURLWithPath: console.workingDirectory, isDirectory: true)
        let camera = SnapshotFiles(folder: folder, recording: record)
        for app in inputs.apps {
            let runnable = app.scenarios.filter { inputs.scenarioErrors[$0.path] == nil }
            let named = runnable.filter { requested.contains($0.path) }
            let touched =
                app.screens.contains { requested.contains($0.path) }
                || app.routes.map { requested.contains($0.path) } == true
            let scenarios = named.isEmpty && touched ? runnable : named
            // The runtime sees the ConstruktKit catalog: the checked model does not yet carry an app's own catalogs.
            // Taps and frame expectations are checked against the layout `preview` draws, on its standard device.
            let runner = ScenarioRunner(
                app: app, catalog: RuntimeCatalog(catalog: app.catalog, app: app),
                layoutProbe: PreviewLayoutProbe(), camera: camera)
            for scenario in scenarios.sorted(by: { $0.path < $1.path }) {
                guard report != nil else {
                    results.append(runner.run(scenario))
                    continue
                }
                var steps: [ScenarioStepRecord] = []
                let result = runner.run(scenario) { steps.append($0) }
                results.append(result)
                let text =
                    (try? String(contentsOf: URL(fileURLWithPath: scenario.path, relativeTo: folder), encoding: .utf8))
                    ?? ""
                entries.append(
                    ScenarioReport.Entry(
                        result: result, steps: steps, sourceLines: text.components(separatedBy: "\n"),
                        snapshot: camera.difference(inScenarioAt: scenario.path)))
            }
        }
        let namesScenarios = requested.contains { $0.hasSuffix(".scenario.yaml") }
        let names = Dictionary(
            inputs.apps.flatMap(\.scenarios).map { ($0.path, $0.name) }, uniquingKeysWith: { first, _ in first })
        results += inputs.scenarioErrors.filter { !namesScenarios || requested.contains($0.key) }
            .map { ScenarioResult.notChecked(path: $0.key, name: names[$0.key], error: $0.value) }
        results.sort { $0.path < $1.path }
        for result in results {
            console.print("\(result.passed ? "✓" : "✗") \(result.name)")
            for warning in result.warnings { console.print("  \(warning)") }
        }
        let failed = results.filter { !$0.passed }
        for result in failed {
            guard let failure = result.failure else { continue }
            console.print("\n✗ \(result.name)\n  \(failure.description.replacingOccurrences(of: "\n", with: "\n  "))")
        }
        if !failed.isEmpty { console.print("\n") }
        for path in camera.recorded { console.print("recorded \(path)") }
        console.print("\(results.count - failed.count) passed, \(failed.count) failed")
        if let junit {
            let url = URL(
                fileURLWithPath: junit, relativeTo: URL(fileURLWithPath: console.workingDirectory, isDirectory: true))
            do {
                try JUnitReport.xml(results).write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure(
                    message: "cannot write the JUnit report to '\(junit)': \(error.localizedDescription)")
            }
        }
        if let report {
            do {
                try ScenarioReport(entries: entries.sorted { $0.result.path < $1.result.path }).write(
                    to: URL(fileURLWithPath: report, relativeTo: folder))
            } catch {
                throw CommandFailure(message: "cannot write the report to '\(report)': \(error.localizedDescription)")
            }
            console.print("wrote \(report)/index.html")
        }
        if !failed.isEmpty { throw ExitCode(ExitStatus.errorsFound) }
    }
}
