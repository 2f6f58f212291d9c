import Foundation
import Testing

/// A fixture's `<fixture>.diagnostics` file, compared byte for byte with the transcript of what the
/// front end reports. `CONSTRUKT_RECORD=1` writes it instead, and a run that wrote anything fails,
/// so a re-record is always a reviewed commit.
struct TranscriptFile {
    var fixture: DiagnosticFixture

    var url: URL { DiagnosticFixture.directory.appendingPathComponent(fixture.name + DiagnosticTranscript.fileExtension) }

    func expectMatches(_ transcript: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let recorded = FileManager.default.contents(atPath: url.path)
        if ProcessInfo.processInfo.environment["CONSTRUKT_RECORD"] == "1" {
            guard recorded != Data(transcript.utf8) else { return }
            do {
                try Data(transcript.utf8).write(to: url)
                Issue.record("recorded \(url.lastPathComponent); review the diff, then run again without CONSTRUKT_RECORD", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let recorded else {
            Issue.record("no \(url.lastPathComponent) beside \(fixture); run the tests with CONSTRUKT_RECORD=1 to record it, then review it", sourceLocation: sourceLocation)
            return
        }
        if recorded != Data(transcript.utf8) {
            Issue.record("\(fixture)'s diagnostics differ from \(url.lastPathComponent) (- recorded, + actual):\n\(Self.diff(String(decoding: recorded, as: UTF8.self), transcript))", sourceLocation: sourceLocation)
        }
    }

    /// The lines only one side has, in order, `-` recorded and `+` actual.
    static func diff(_ recorded: String, _ actual: String) -> String {
        let old = recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let changes = new.difference(from: old)
        return changes.map { change in
            switch change {
            case let .remove(offset, line, _): "- \(offset + 1): \(line)"
            case let .insert(offset, line, _): "+ \(offset + 1): \(line)"
            }
        }.joined(separator: "\n")
    }
}
