import Foundation
import Testing

/// A checked-in expected output in `Tests/ConstruktCLITests/Golden`, compared byte for byte. With
/// CONSTRUKT_RECORD=1 in the environment it is rewritten instead, and the test fails once, so that
/// a recording run is never mistaken for a pass.
struct GoldenText {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    let name: String

    func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CONSTRUKT_RECORD"] == "1" {
            if FileManager.default.contents(atPath: url.path) != Data(actual.utf8) {
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded \(name); review the diff, then run again without CONSTRUKT_RECORD", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden file \(name); run with CONSTRUKT_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
            let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "(end)" }
            Issue.record("\(name) differs at line \(line + 1) (CONSTRUKT_RECORD=1 re-records it):\n- \(shown(old))\n+ \(shown(new))", sourceLocation: sourceLocation)
        }
    }
}
