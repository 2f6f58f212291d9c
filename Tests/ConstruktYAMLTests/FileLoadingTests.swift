import ConstruktDiagnostics
import ConstruktYAML
import Foundation
import Testing

@Suite struct FileLoadingTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("construkt-\(UUID().uuidString).yaml")
            .path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func loadsAFileAndShowsTheDisplayPath() throws {
        let path = try temporaryFile(Array("title: x\ntitle: y\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try YAMLLoader.load(path: path, displayPath: "Screens/Home.screen.yaml")
        #expect(result.diagnostics.map(\.location.description) == ["Screens/Home.screen.yaml:2:1"])
    }

    @Test func missingFileThrowsAReadableError() {
        let error = #expect(throws: YAMLFileReadError.self) {
            _ = try YAMLLoader.load(path: "/nonexistent/x.yaml", displayPath: "x.yaml")
        }
        #expect(error?.message == "cannot read 'x.yaml': No such file or directory")
    }

    @Test func directoryThrowsAReadableError() {
        #expect(throws: YAMLFileReadError.self) {
            _ = try YAMLLoader.load(path: FileManager.default.temporaryDirectory.path)
        }
    }

    @Test func aFileOverTheLimitIsRejectedFromItsSizeOnDisk() throws {
        // 2 MiB of valid screen text: adversarial input 8.
        let line = Array("- text: \"a line of a screen\"\n".utf8)
        var bytes = Array("children:\n".utf8)
        while bytes.count < 2 * 1_048_576 { bytes += line }
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (result, duration) = timed { try? YAMLLoader.load(path: path, displayPath: "big.yaml") }
        let diagnostic = try #require(result?.only)
        #expect(diagnostic.code == .fileTooLarge)
        #expect(diagnostic.location.description == "big.yaml:1:1")
        #expect(diagnostic.message == "the file is \(bytes.count) bytes; the limit is 1048576 bytes")
        #expect(duration < .seconds(1))
    }
}
