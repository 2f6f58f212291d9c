import ConstruktChecker
import ConstruktPreview
import ConstruktRuntime
import Foundation

/// The live preview's page for a folder, made anew for each request: every screen of its apps
/// (started with its params' defaults and state defaults), then every scenario with the screen
/// after each step; or, when a file has errors, their diagnostics as lint prints them. Pictures
/// are inline (`data:` addresses), so the page is one response. A script polls `/version` and
/// reloads the page when the folder's fingerprint is no longer the `version` it was made at.
struct LivePreviewPage {
    let folder: URL
    let device: Device
    let appearance: Appearance

    func html(version: String) -> String {
        let script = """
            const shown = "\(version)";
            setInterval(() => {
              fetch("/version").then((response) => response.text()).then((version) => {
                if (version !== shown) { location.reload(); }
              }).catch(() => {});
            }, 700);
            """
        return ScenarioReport.page(title: "Live preview: \(folder.lastPathComponent)", body: body(), script: script)
    }

    private func body() -> String {
        let captured = CapturedConsole(workingDirectory: folder.path)
        let inputs: CheckedInputs<CheckedApp>
        do {
            inputs = try CheckedInputs(paths: ["."], console: captured.console, scenarios: .eachOnItsOwn)
        } catch {
            let text = captured.text.isEmpty ? "\(error)" : captured.text
            return
                "<h1>\(HTMLText.escaped(folder.lastPathComponent)): errors</h1>\n<pre class=\"diagnostics\">\(HTMLText.escaped(text))</pre>"
        }
        var parts = ["<h1>\(HTMLText.escaped(folder.lastPathComponent))</h1>"]
        if !captured.text.isEmpty {
            parts.append("<pre class=\"diagnostics\">\(HTMLText.escaped(captured.text))</pre>")
        }
        for app in inputs.apps {
            parts.append(
                "<h2>Screens</h2>\n<ul class=\"screens\">\(app.screens.filter { $0.kind == .screen }.sorted { $0.path < $1.path }.map { screenItem($0, in: app) }.joined())</ul>"
            )
            // Snapshots compare with the references `test` keeps, drawn on the standard device; none is written.
            let camera = SnapshotFiles(folder: folder, recording: false)
            let runner = ScenarioRunner(
                app: app, catalog: RuntimeCatalog(catalog: app.catalog, app: app),
                layoutProbe: PreviewLayoutProbe(device: device), camera: camera)
            var entries: [ScenarioReport.Entry] = []
            for scenario in app.scenarios.filter({ inputs.scenarioErrors[$0.path] == nil }).sorted(by: {
                $0.path < $1.path
            }) {
                var steps: [ScenarioStepRecord] = []
                let result = runner.run(scenario) { steps.append($0) }
                let text =
                    (try? String(contentsOf: folder.appendingPathComponent(scenario.path), encoding: .utf8)) ?? ""
                entries.append(
                    ScenarioReport.Entry(
                        result: result, steps: steps, sourceLines: text.components(separatedBy: "\n"),
                        snapshot: camera.difference(inScenarioAt: scenario.path)))
            }
            if !entries.isEmpty {
                let report = ScenarioReport(entries: entries, device: device)
                parts.append(
                    "<h2>Scenarios</h2>\n" + ((try? report.sections { _, svg in Self.dataAddress(svg) }) ?? ""))
            }
        }
        return parts.joined(separator: "\n")
    }

    private func screenItem(_ screen: CheckedScreen, in app: CheckedApp) -> String {
        let title = "<h3>\(HTMLText.escaped(screen.name))</h3>"
        let missing = screen.params.filter { param in
            if case .optional = param.type { return false }
            return param.defaultValue == nil
        }.map(\.name)
        guard missing.isEmpty else {
            return
                "<li>\(title)<p class=\"note\">needs \(HTMLText.escaped(missing.joined(separator: ", "))): shown in its scenarios</p></li>"
        }
        do {
            let session = try ScreenSession(
                catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
            let svg = ScreenPicture(tree: session.tree, device: device, appearance: appearance).svg
            return
                "<li>\(title)<img src=\"\(Self.dataAddress(svg))\" width=\"\(Int(device.size.width / 2))\" alt=\"\(HTMLText.escaped(screen.name))\"></li>"
        } catch {
            return "<li>\(title)<p class=\"note\">cannot run: \(HTMLText.escaped("\(error)"))</p></li>"
        }
    }

    private static func dataAddress(_ svg: String) -> String {
        "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
    }
}
