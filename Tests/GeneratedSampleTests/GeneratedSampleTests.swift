import ConstruktEmitter
import Foundation
import Testing

@Suite("Generated Swift of the samples, against the checked-in files GeneratedParityTests compiles and runs")
struct GeneratedSampleTests {
    static let goldenFolder = SampleEmission.root.appendingPathComponent("Tests/GeneratedSamples")

    @Test("Counter's generated Swift is the checked-in file, byte for byte")
    func counter() throws {
        let (name, swift) = try SampleEmission.emit(folder: "Samples/Counter", screenFile: "Counter.screen.yaml")
        try GoldenFile(url: Self.goldenFolder.appendingPathComponent("Counter/\(name)")).check(swift)
    }

    @Test("Styled's generated Swift (value forms, enums, two-way bindings, combined bindings, if statements) is the checked-in file")
    func styled() throws {
        let (name, swift) = try SampleEmission.emit(folder: "Tests/EmitterScreens", screenFile: "Styled.screen.yaml")
        try GoldenFile(url: Self.goldenFolder.appendingPathComponent("EmitterScreens/\(name)")).check(swift)
    }

    @Test("Movies' AboutView generated Swift is the checked-in file, byte for byte")
    func aboutView() throws {
        let (name, swift) = try SampleEmission.emit(folder: "Samples/Movies", screenFile: "AboutView.screen.yaml")
        try GoldenFile(url: Self.goldenFolder.appendingPathComponent("Movies/\(name)")).check(swift)
    }

    @Test("emitting twice gives the same bytes")
    func deterministic() throws {
        let first = try SampleEmission.emit(folder: "Samples/Counter", screenFile: "Counter.screen.yaml")
        let second = try SampleEmission.emit(folder: "Samples/Counter", screenFile: "Counter.screen.yaml")
        #expect(first.swift == second.swift)
    }
}
