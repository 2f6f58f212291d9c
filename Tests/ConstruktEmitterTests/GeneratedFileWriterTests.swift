import Foundation
import Testing

@testable import ConstruktEmitter

@Suite struct GeneratedFileWriterTests {
    /// A new empty folder under the system's temporary folder.
    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "construkt-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func generated(_ body: String, from path: String = "Screens/Home.screen.yaml") throws -> String {
        var writer = SwiftCodeWriter(header: GeneratedFileHeader(sourcePath: try RelativeSourcePath(path)))
        writer.line(body)
        return writer.contents
    }

    private static let home = try! GeneratedFileName(for: RelativeSourcePath("Screens/Home.screen.yaml"))

    private static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private static func modificationTime(_ path: String) -> timespec {
        var information = stat()
        _ = stat(path, &information)
        return information.st_mtim
    }

    @Test func createsThenLeavesUnchangedBytesAlone() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = GeneratedFileWriter(directory: folder.path)
        let text = try Self.generated("let a = 1")
        #expect(try writer.write(text, as: Self.home) == .created)
        let path = folder.appendingPathComponent("Screens_Home.screen.swift").path
        let before = Self.modificationTime(path)
        usleep(20_000)
        #expect(try writer.write(text, as: Self.home) == .unchanged)
        let after = Self.modificationTime(path)
        #expect(before.tv_sec == after.tv_sec && before.tv_nsec == after.tv_nsec)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(text.utf8))
        #expect(try Self.entries(folder) == ["Screens_Home.screen.swift"])
    }

    @Test func replacesAGeneratedFileAtomicallyAndLeavesNoTemporaryFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = GeneratedFileWriter(directory: folder.path)
        try writer.write(Self.generated("let a = 1"), as: Self.home)
        let path = folder.appendingPathComponent("Screens_Home.screen.swift").path
        let inodeBefore = try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
        let newer = try Self.generated("let a = 2")
        #expect(try writer.write(newer, as: Self.home) == .updated)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
        let inodeAfter = try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
        #expect(inodeBefore != inodeAfter, "a rename puts a new file in place; writing in place would keep the inode")
        #expect(try Self.entries(folder) == ["Screens_Home.screen.swift"])
    }

    @Test func refusesAFileWithoutTheHeaderAndKeepsIt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Screens_Home.screen.swift").path
        let handWritten = "// My own code.\nstruct Home {}\n"
        try handWritten.write(toFile: path, atomically: false, encoding: .utf8)
        let writer = GeneratedFileWriter(directory: folder.path)
        #expect(throws: GeneratedFileWriteError.existingFileLacksHeader(path: path)) {
            try writer.write(Self.generated("let a = 1"), as: Self.home)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == handWritten)
        #expect(try Self.entries(folder) == ["Screens_Home.screen.swift"])
        #expect(
            GeneratedFileWriteError.existingFileLacksHeader(path: path).description.contains(
                "refusing to overwrite '\(path)'"))
    }

    @Test func refusesToReplaceALinkOrAFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = GeneratedFileWriter(directory: folder.path)
        let target = folder.appendingPathComponent("target.swift").path
        let text = try Self.generated("let a = 1")
        try text.write(toFile: target, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("Screens_Home.screen.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: GeneratedFileWriteError.notARegularFile(path: link)) {
            try writer.write(Self.generated("let a = 2"), as: Self.home)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == text)
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createDirectory(atPath: link, withIntermediateDirectories: false)
        #expect(throws: GeneratedFileWriteError.notARegularFile(path: link)) { try writer.write(text, as: Self.home) }
    }

    @Test func refusesContentsWithoutTheHeader() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = GeneratedFileWriter(directory: folder.path)
        let path = folder.appendingPathComponent("Screens_Home.screen.swift").path
        #expect(throws: GeneratedFileWriteError.contentsLackHeader(path: path)) {
            try writer.write("struct Home {}\n", as: Self.home)
        }
        #expect(try Self.entries(folder).isEmpty)
    }

    @Test func createsMissingFolders() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("a/b/Generated")
        let writer = GeneratedFileWriter(directory: output.path)
        #expect(try writer.write(Self.generated("let a = 1"), as: Self.home) == .created)
        #expect(try Self.entries(output) == ["Screens_Home.screen.swift"])
    }

    @Test func reportsASystemFailureNamingTheFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("blocker")
        try "x".write(to: blocker, atomically: false, encoding: .utf8)
        let writer = GeneratedFileWriter(directory: blocker.appendingPathComponent("Generated").path)
        #expect {
            try writer.write(Self.generated("let a = 1"), as: Self.home)
        } throws: { error in
            guard case .system(let path, _, _) = error as? GeneratedFileWriteError else { return false }
            return path.hasPrefix(blocker.path)
        }
        #expect(try Self.entries(folder) == ["blocker"])
    }

    /// Two runs over the same inputs write the same bytes, and the second writes nothing.
    @Test func rerunsAreByteIdentical() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = GeneratedFileWriter(directory: folder.path)
        let inputs = ["A/Home.screen.yaml", "B/Home.screen.yaml", "A_Home.screen.yaml"]
        func run() throws -> [GeneratedFileWriter.Outcome] {
            try inputs.map { input in
                try writer.write(
                    Self.generated("let source = \(SwiftStringLiteral(input).source)", from: input),
                    as: GeneratedFileName(for: RelativeSourcePath(input)))
            }
        }
        #expect(try run() == [.created, .created, .created])
        let first = try Self.entries(folder).map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(try run() == [.unchanged, .unchanged, .unchanged])
        #expect(try Self.entries(folder).map { try Data(contentsOf: folder.appendingPathComponent($0)) } == first)
        #expect(try Self.entries(folder) == ["A+_Home.screen.swift", "A_Home.screen.swift", "B_Home.screen.swift"])
    }
}
