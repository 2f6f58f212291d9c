import ConstruktPreview
import ConstruktRuntime
import Foundation

/// `test --report DIR`: `index.html`, one section per scenario and one row per step: the step as
/// written, the screen after it (an SVG file beside the page, drawn by the preview), the state
/// that changed and the signals emitted; the failed step in red, with its node outlined on the
/// picture when the failure is about a node, or with the reference picture, the screen and what
/// differs side by side when a `snapshot:` failed.
struct ScenarioReport {
    /// One scenario's result, what each of its steps left, the lines of its file, and how its
    /// failed snapshot differed from the reference.
    struct Entry {
        var result: ScenarioResult
        var steps: [ScenarioStepRecord]
        var sourceLines: [String]
        var snapshot: SnapshotDifference? = nil
    }

    var entries: [Entry]
    var device: Device = .standard

    /// Writes the page and its pictures into `folder`, made if missing.
    func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let body = try sections { name, svg in
            try Data(svg.utf8).write(to: folder.appendingPathComponent(name))
            return name
        }
        let failed = entries.filter { !$0.result.passed }.count
        let page = Self.page(
            title: "Scenario report",
            body: "<h1>Scenarios: \(entries.count - failed) passed, \(failed) failed</h1>\n" + body)
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    /// One section per scenario; `picture` keeps a step's SVG under a file name and answers the
    /// address the page loads it from.
    func sections(picture: (_ name: String, _ svg: String) throws -> String) throws -> String {
        var sections: [String] = []
        for (number, entry) in entries.enumerated() {
            var rows: [String] = []
            for (index, step) in entry.steps.enumerated() {
                var source: String?
                if let tree = step.tree {
                    let svg = ScreenPicture(tree: tree, device: device).svg(highlighting: step.failure?.focus)
                    source = try picture("scenario-\(number + 1)-step-\(index).svg", svg)
                }
                var comparison = ""
                if step.failure != nil, let difference = entry.snapshot {
                    comparison = try snapshotComparison(difference) { kind, svg in
                        try picture("scenario-\(number + 1)-snapshot-\(kind).svg", svg)
                    }
                }
                rows.append(
                    row(
                        step, previous: index > 0 ? entry.steps[index - 1] : nil, picture: source,
                        lines: entry.sourceLines, comparison: comparison))
            }
            let passed = entry.result.passed
            sections.append(
                """
                <section class="scenario \(passed ? "passed" : "failed")" id="scenario-\(number + 1)">
                <h2>\(passed ? "✓" : "✗") \(HTMLText.escaped(entry.result.name))</h2>
                <p class="path">\(HTMLText.escaped(entry.result.path))</p>
                <ol class="steps">
                \(rows.joined(separator: "\n"))
                </ol>
                </section>
                """)
        }
        return sections.joined(separator: "\n")
    }

    /// A whole page with the report's style; `script` goes at the end of the body.
    static func page(title: String, body: String, script: String = "") -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(HTMLText.escaped(title))</title>
        <link rel="icon" href="data:,">
        <style>\(style)</style>
        </head>
        <body>
        \(body)
        \(script.isEmpty ? "" : "<script>\(script)</script>")
        </body>
        </html>

        """
    }

    /// The reference (what it drew and the screen no longer does, outlined), the screen, and the
    /// screen with what the reference does not draw outlined.
    private func snapshotComparison(
        _ difference: SnapshotDifference, picture: (_ kind: String, _ svg: String) throws -> String
    ) throws -> String {
        let panels = [
            ("reference", "Reference", difference.highlightedReference),
            ("actual", "Screen", difference.actual),
            ("difference", "Difference", difference.highlightedActual),
        ]
        let figures = try panels.map { kind, title, svg in
            let source = try picture(kind, svg)
            return
                "<figure><img src=\"\(source)\" width=\"\(Int(device.size.width / 2))\" alt=\"\(title)\"><figcaption>\(title)</figcaption></figure>"
        }
        return "<h3>Snapshot</h3><div class=\"snapshot\">\(figures.joined())</div>"
    }

    private func row(
        _ step: ScenarioStepRecord, previous: ScenarioStepRecord?, picture: String?, lines: [String],
        comparison: String = ""
    ) -> String {
        let written: String
        if let range = step.range {
            let first = max(1, range.start.line)
            let last = min(lines.count, max(first, range.end.line))
            written = first <= last ? lines[(first - 1)..<last].joined(separator: "\n") : ""
        } else {
            written = "start"
        }
        var details = "<pre class=\"source\">\(HTMLText.escaped(written))</pre>"
        if let failure = step.failure {
            details +=
                "<p class=\"failure\">expected \(HTMLText.escaped(failure.expected))<br>found: \(HTMLText.escaped(failure.found))</p>"
            details += comparison
        }
        // A screen's state is compared with its own at the step before, never with another screen's.
        let sameOwner = previous.map { $0.stateOwner == step.stateOwner } ?? false
        let before = sameOwner ? previous?.state ?? [:] : [:]
        let changed = step.state.keys.filter { before[$0] != step.state[$0] }.sorted()
        if !changed.isEmpty {
            let items = changed.map { name in
                let old = sameOwner ? (before[name].map { "\($0) → " } ?? "") : ""
                return
                    "<li><code>\(HTMLText.escaped(name))</code>: \(HTMLText.escaped(old))\(HTMLText.escaped(step.state[name]!.description))</li>"
            }
            let owner = previous != nil && !sameOwner ? step.stateOwner.map { " of \(HTMLText.escaped($0))" } ?? "" : ""
            details += "<h3>State\(owner)</h3><ul class=\"state\">\(items.joined())</ul>"
        }
        let earlier = previous?.emissions ?? []
        let emitted =
            step.emissions.starts(with: earlier) ? Array(step.emissions.dropFirst(earlier.count)) : step.emissions
        if !emitted.isEmpty {
            let items = emitted.map {
                "<li><code>\(HTMLText.escaped($0.signal))</code>\($0.value.map { "(\(HTMLText.escaped($0.description)))" } ?? "")</li>"
            }
            details += "<h3>Signals</h3><ul class=\"signals\">\(items.joined())</ul>"
        }
        let image =
            picture.map {
                "<img src=\"\($0)\" width=\"\(Int(device.size.width / 2))\" alt=\"the screen after this step\">"
            } ?? ""
        return
            "<li class=\"step\(step.failure == nil ? "" : " failed")\"><div class=\"picture\">\(image)</div><div class=\"detail\">\(details)</div></li>"
    }

    static let style = """
        body { font-family: -apple-system, Inter, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 22px; }
        .scenario { background: white; border-radius: 12px; padding: 12px 16px; margin-bottom: 20px; }
        .scenario.failed { border: 2px solid #ff3b30; }
        .path { color: #8e8e93; margin-top: -8px; }
        .steps { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; }
        .step { display: flex; gap: 10px; border: 1px solid #e5e5ea; border-radius: 10px; padding: 8px; max-width: 460px; }
        .step:has(.snapshot) { max-width: none; }
        .snapshot { display: flex; gap: 8px; }
        .snapshot figure { margin: 0; text-align: center; font-size: 12px; color: #8e8e93; }
        .snapshot img { border: 1px solid #d1d1d6; border-radius: 8px; background: white; }
        .step.failed { border: 2px solid #ff3b30; background: #fff2f1; }
        .picture img { border: 1px solid #d1d1d6; border-radius: 8px; background: white; }
        .source { background: #f2f2f7; padding: 6px; border-radius: 6px; white-space: pre-wrap; font-size: 12px; }
        .failure { color: #d70015; font-size: 13px; }
        h3 { font-size: 13px; margin: 8px 0 2px; }
        ul { margin: 0; padding-left: 18px; font-size: 12px; }
        .screens { display: flex; flex-wrap: wrap; gap: 16px; list-style: none; padding: 0; }
        .screens li { background: white; border-radius: 10px; padding: 8px; }
        .diagnostics { background: #1c1c1e; color: #ff9f0a; padding: 12px; border-radius: 8px; white-space: pre-wrap; }
        .note { color: #8e8e93; font-size: 13px; max-width: 196px; }
        """
}
