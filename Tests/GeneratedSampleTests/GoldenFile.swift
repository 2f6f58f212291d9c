import Foundation
import Testing

/// A checked-in expected file: compared byte for byte, with a readable line diff on failure.
/// When the environment sets CONSTRUKT_RECORD=1 it is rewritten instead, and the test fails once,
/// so that a recording run is never mistaken for a pass and a re-record is a reviewed commit.
struct GoldenFile {
    let url: URL

    /// Whether this run re-records golden files instead of comparing them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["CONSTRUKT_RECORD"] == "1" }

    func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if FileManager.default.contents(atPath: url.path) != Data(actual.utf8) {
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded \(url.lastPathComponent); review the diff, then run again without CONSTRUKT_RECORD", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden file at \(url.path); run the tests with CONSTRUKT_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        if data != Data(actual.utf8) {
            let expected = String(decoding: data, as: UTF8.self)
            Issue.record("\(url.lastPathComponent) differs from the generated Swift (CONSTRUKT_RECORD=1 re-records it):\n\(Self.diff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
        }
    }

    /// The first differing line with two lines of context either side, `-` expected, `+` actual.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        var lines: [String] = []
        for index in max(0, first - 2)..<first { lines.append("  \(index + 1): \(old[index])") }
        for index in first..<min(old.count, first + 3) { lines.append("- \(index + 1): \(old[index])") }
        for index in first..<min(new.count, first + 3) { lines.append("+ \(index + 1): \(new[index])") }
        return lines.joined(separator: "\n")
    }
}
