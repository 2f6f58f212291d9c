import Foundation
import Testing

/// A checked-in expected file (generated Swift, a rendered report, a diagnostics transcript, a
/// schema), compared byte for byte with what a test produced, with a line diff on failure. With
/// `CONSTRUKT_RECORD=1` in the environment the file is written instead and the test fails once, so
/// that a recording run is never mistaken for a pass and every re-record is a reviewed commit.
public struct GoldenFile: Sendable {
    /// Where the file is, in the source tree.
    public let url: URL
    /// How to bring the file up to date, said when it differs.
    public let regenerate: String

    public init(_ url: URL, regenerate: String = "CONSTRUKT_RECORD=1 re-records it") {
        self.url = url
        self.regenerate = regenerate
    }

    /// Whether this run records golden files instead of comparing them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["CONSTRUKT_RECORD"] == "1" }

    public func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let recorded = FileManager.default.contents(atPath: url.path)
        if Self.isRecording {
            guard recorded != Data(actual.utf8) else { return }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record(
                    "recorded \(url.lastPathComponent); review the diff, then run again without CONSTRUKT_RECORD",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let recorded else {
            Issue.record(
                "no golden file at \(url.path); run the tests with CONSTRUKT_RECORD=1 to record it, then review it",
                sourceLocation: sourceLocation)
            return
        }
        if recorded != Data(actual.utf8) {
            let diff = LineDiff.render(expected: String(decoding: recorded, as: UTF8.self), actual: actual)
            Issue.record(
                "\(url.lastPathComponent) differs (- golden, + actual; \(regenerate)):\n\(diff)",
                sourceLocation: sourceLocation)
        }
    }
}
