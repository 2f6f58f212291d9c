import ConstruktEmitter
import Foundation
import GoldenFiles
import Testing

/// Each app folder's expected Swift lives in its `Generated` folder (Samples/<App>/Generated, and
/// Tests/EmitterScreens/Generated); Package.swift compiles each of those folders as a module
/// against the stand-ins, and GeneratedParityTests runs them.
@Suite("Generated Swift of the samples, against the checked-in files GeneratedParityTests compiles and runs")
struct GeneratedSampleTests {
    static let appFolders = [
        "Samples/Counter", "Samples/Movies", "Samples/SportsApp", "Samples/Profile", "Samples/ConstruktDemo",
        "Tests/EmitterScreens", "Tests/EmitterOptions",
    ]

    @Test(
        "the generated Swift of every file is the checked-in file, byte for byte, and nothing else is checked in",
        arguments: appFolders)
    func generatedSwift(folder: String) throws {
        let emission = try SampleEmission.emit(folder: folder)
        #expect(emission.failures.map(\.description) == [], "every file of a sample generates")
        let generated = SampleEmission.root.appendingPathComponent(folder).appendingPathComponent("Generated")
        for file in emission.files {
            GoldenFile(generated.appendingPathComponent(file.name.fileName)).check(file.contents)
        }
        let checkedIn = (try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? []
        let stale = Set(checkedIn).subtracting(emission.files.map(\.name.fileName))
        if GoldenFile.isRecording {
            for name in stale { try FileManager.default.removeItem(at: generated.appendingPathComponent(name)) }
            #expect(
                stale.isEmpty,
                "removed checked-in files no input generates: \(stale.sorted()); review, then run again without CONSTRUKT_RECORD"
            )
        } else {
            #expect(
                stale.isEmpty,
                "checked-in files no input generates (CONSTRUKT_RECORD=1 removes them): \(stale.sorted())")
        }
    }

    @Test("emitting twice gives the same bytes")
    func deterministic() throws {
        let first = try SampleEmission.emit(folder: "Samples/Counter")
        let second = try SampleEmission.emit(folder: "Samples/Counter")
        #expect(first.files.map(\.contents) == second.files.map(\.contents))
        #expect(!first.files.isEmpty)
    }
}
