import Foundation
import Testing

/// Byte-for-byte comparison of rendered text with a file under `Golden/`. On a mismatch the
/// failure shows a line diff. Run with `CONSTRUKT_RECORD=1` to write the actual text as the new
/// golden file instead (the test then fails once, so a recording run is never mistaken for a pass).
///
/// Golden files are read from the test bundle's copy of `Golden/` and recorded into the source tree.
enum GoldenFile {
    static let sourceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func expectMatches(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["CONSTRUKT_RECORD"] == "1" {
            do {
                try Data(actual.utf8).write(to: sourceDirectory.appendingPathComponent(name))
                Issue.record("recorded \(name); run again without CONSTRUKT_RECORD", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        let url = Bundle.module.resourceURL!.appendingPathComponent("Golden").appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden file \(name); run with CONSTRUKT_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if Array(data) != Array(actual.utf8) {
            Issue.record(
                "output differs from Golden/\(name) (- golden, + actual):\n\(LineDiff.render(expected: expected, actual: actual))",
                sourceLocation: sourceLocation
            )
        }
    }
}
