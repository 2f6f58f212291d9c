import Foundation
import GoldenFiles
import Testing

/// A fixture's `<fixture>.diagnostics` file, compared byte for byte with the transcript of what the
/// front end reports, as a golden file.
struct TranscriptFile {
    var fixture: DiagnosticFixture

    var url: URL {
        DiagnosticFixture.directory.appendingPathComponent(fixture.name + DiagnosticTranscript.fileExtension)
    }

    func expectMatches(_ transcript: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFile(
            url, regenerate: "what the front end reports about \(fixture) changed; CONSTRUKT_RECORD=1 re-records it"
        ).check(transcript, sourceLocation: sourceLocation)
    }
}
