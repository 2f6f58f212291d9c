import Foundation

/// The language server rows: the corpus's 1,000 screens opened as one app in `construkt-gen lsp`,
/// one screen edited 200 times (every other edit an unknown name, so diagnostics come and go),
/// timing each `didChange` until its `publishDiagnostics`; completion inside `${` on the same
/// screen; the server's resident memory; and the same edit checked by `lint` as a whole process.
struct LanguageServerBenchmark {
    struct Results {
        var changeP50: Double
        var changeP95: Double
        var completionP95: Double
        var residentBytes: Int
        var lintOneEdit: Double
        var screens: Int
    }

    let tool: String
    let scratch: String
    let corpus: Corpus
    var edits = 200

    func measure(lintRuns: Int) throws -> Results {
        let app = try OneAppCorpus.write(from: corpus, under: scratch + "/one-app")
        _ = try ChildProcess(
            executable: tool, arguments: ["lint", "--strict", "--format", "gnu", app.root],
            outputPath: scratch + "/one-app-lint.log"
        ).runChecked()
        let screen = app.screens[app.screens.count / 2]
        let original = try String(contentsOfFile: screen, encoding: .utf8)
        let uri = URL(fileURLWithPath: screen).absoluteString
        let client = try LanguageServerClient(tool: tool)
        try client.request(
            "initialize",
            [
                "processId": NSNull(), "rootUri": URL(fileURLWithPath: app.root).absoluteString,
                "capabilities": [String: Any](),
            ])
        try client.notify("initialized", [String: Any]())
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "yaml", "version": 0, "text": original]])
        _ = try client.waitForNotification("textDocument/publishDiagnostics") { $0["version"] as? Int == 0 }

        let (line, character) = try Self.titlePosition(in: original)
        var changes: [Double] = []
        var current = Self.titleValue(in: original, line: line, character: character)
        for edit in 1...edits {
            let replacement = edit % 2 == 0 ? "Edited \(edit)" : "${unknownName\(edit)}"
            let change: [String: Any] = [
                "range": [
                    "start": ["line": line, "character": character],
                    "end": ["line": line, "character": character + current.utf16.count],
                ],
                "text": replacement,
            ]
            let start = DispatchTime.now().uptimeNanoseconds
            try client.notify(
                "textDocument/didChange", ["textDocument": ["uri": uri, "version": edit], "contentChanges": [change]])
            let published = try client.waitForNotification("textDocument/publishDiagnostics") {
                $0["version"] as? Int == edit
            }
            changes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            let count = (published["diagnostics"] as? [Any])?.count ?? 0
            guard (count > 0) == (edit % 2 == 1) else {
                throw BenchmarkFailure("edit \(edit) published \(count) diagnostics")
            }
            current = replacement
        }
        var completions: [Double] = []
        let expression = ["line": line, "character": character + 2]
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": edits + 1],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": line, "character": character],
                            "end": ["line": line, "character": character + current.utf16.count],
                        ], "text": "${}",
                    ]
                ],
            ])
        for _ in 0..<edits {
            let start = DispatchTime.now().uptimeNanoseconds
            let result =
                try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": expression])
                as? [String: Any]
            completions.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            guard let items = result?["items"] as? [Any], !items.isEmpty else {
                throw BenchmarkFailure("completion inside ${ offered nothing")
            }
        }
        let resident = Self.residentBytes(of: client.processIdentifier)
        try client.close()

        let edited = original.replacingOccurrences(
            of: "text: \(Self.titleValue(in: original, line: line, character: character))\n", with: "text: Edited 1\n")
        try edited.write(toFile: screen, atomically: false, encoding: .utf8)
        defer { try? original.write(toFile: screen, atomically: false, encoding: .utf8) }
        let lint = ChildProcess(
            executable: tool, arguments: ["lint", screen], outputPath: scratch + "/one-app-lint-one.log")
        let lintTimes = try (0..<lintRuns).map { _ in try lint.runChecked().wallSeconds }
        return Results(
            changeP50: changes.percentile(0.5), changeP95: changes.percentile(0.95),
            completionP95: completions.percentile(0.95),
            residentBytes: resident, lintOneEdit: lintTimes.median, screens: app.screens.count)
    }

    /// Where the navigation bar's title label text starts (0-based line and UTF-16 column).
    static func titlePosition(in text: String) throws -> (Int, Int) {
        let lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasSuffix("- LabelView:") }), index + 1 < lines.count,
            let range = lines[index + 1].range(of: "text: ")
        else {
            throw BenchmarkFailure("the edited screen has no title label")
        }
        return (index + 1, lines[index + 1].utf16.distance(from: lines[index + 1].startIndex, to: range.upperBound))
    }

    static func titleValue(in text: String, line: Int, character: Int) -> String {
        String(text.components(separatedBy: "\n")[line].utf16.dropFirst(character)) ?? ""
    }

    /// The resident set size of a running process, from /proc (0 where there is none).
    static func residentBytes(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }
}

extension Array where Element == Double {
    /// The value at fraction `p` of the sorted values (nearest rank).
    func percentile(_ p: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        return sorted[Swift.min(Swift.max(Int((p * Double(count)).rounded(.up)) - 1, 0), count - 1)]
    }
}
