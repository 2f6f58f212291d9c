import ConstruktEmitter
import Foundation
import Testing

@Suite("Generated Swift of the samples, against the checked-in files GeneratedParityTests compiles and runs")
struct GeneratedSampleTests {
    static let goldenFolder = SampleEmission.root.appendingPathComponent("Tests/GeneratedSamples")

    @Test("Counter's generated Swift is the checked-in file, byte for byte")
    func counter() throws {
        let (name, swift) = try SampleEmission.emit(sample: "Counter", screenFile: "Counter.screen.yaml")
        try GoldenFile(url: Self.goldenFolder.appendingPathComponent("Counter/\(name)")).check(swift)
    }

    @Test("emitting twice gives the same bytes")
    func deterministic() throws {
        let first = try SampleEmission.emit(sample: "Counter", screenFile: "Counter.screen.yaml")
        let second = try SampleEmission.emit(sample: "Counter", screenFile: "Counter.screen.yaml")
        #expect(first.swift == second.swift)
    }
}
