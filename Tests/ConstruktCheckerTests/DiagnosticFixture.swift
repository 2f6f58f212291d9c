import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Foundation

/// A fixture (one file, or a folder holding one app) whose comments say which diagnostics the
/// front end must produce: `# expect-error CK0201 @5` (or `expect-warning`) stands on the line
/// before the mistake, `@5` being the column the diagnostic must point at. Every diagnostic nobody
/// expected is a failure, and so is every expectation nothing met, counted with duplicates; a
/// marker that does not read as one is a failure too. Beside each fixture, `<fixture>.diagnostics`
/// pins the whole of every diagnostic (range, message, labels, notes, help and each fix-it as the
/// line it edits becomes), compared byte for byte.
struct DiagnosticFixture: CustomStringConvertible {
    struct Expectation: Hashable, CustomStringConvertible {
        var severity: Severity
        var code: String
        var path: String
        var line: Int
        var column: Int

        var description: String { "\(severity.rawValue) \(code) at \(path):\(line):\(column)" }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    /// The fixture's path below `Fixtures/`.
    var name: String
    var description: String { name }

    /// Every fixture: each file or folder directly inside a group folder of `Fixtures/`.
    static func all() -> [DiagnosticFixture] {
        let manager = FileManager.default
        let groups = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        return groups.flatMap { group in
            ((try? manager.contentsOfDirectory(atPath: directory.appendingPathComponent(group).path)) ?? []).sorted()
                .filter { !$0.hasSuffix(DiagnosticTranscript.fileExtension) }
                .map { DiagnosticFixture(name: group + "/" + $0) }
        }
    }

    /// The fixture's files, as paths below the fixture (a single-file fixture is its file name).
    func files() throws -> [(path: String, url: URL)] {
        let root = Self.directory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory)
        guard isDirectory.boolValue else { return [(root.lastPathComponent, root)] }
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        let paths = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return paths.map { ($0, root.appendingPathComponent($0)) }
    }

    /// The bytes of each of the fixture's files, by path below the fixture.
    func sources() throws -> [String: [UInt8]] {
        Dictionary(
            try files().map { ($0.path, [UInt8](try Data(contentsOf: $0.url))) },
            uniquingKeysWith: { first, _ in first })
    }

    /// What the YAML layer and the front end report about files held in memory, by path; a
    /// catalog construkt.yaml lists is one of them too.
    static func diagnostics(of sources: [String: [UInt8]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var documents: [YAMLDocument] = []
        var broken: [BrokenFile] = []
        for (path, bytes) in sources.sorted(by: { $0.key < $1.key }) {
            let loaded = YAMLLoader.load(SourceFile(path: path, bytes: bytes))
            diagnostics += loaded.diagnostics
            if let document = loaded.document {
                documents.append(document)
            } else {
                broken.append(BrokenFile(path: path, loaded: loaded))
            }
        }
        diagnostics +=
            FrontEnd.check(documents, broken: broken) { path in
                sources[path].map { YAMLLoader.load(SourceFile(path: path, bytes: $0)) }
            }.diagnostics
        return diagnostics
    }

    /// A comment line that mentions a marker but does not read as one: `path:line` and the line.
    struct MalformedMarker: Error, CustomStringConvertible {
        var path: String
        var line: Int
        var text: String

        var description: String { "\(path):\(line): malformed marker '\(text)'; write '# expect-error CK0000 @column'" }
    }

    /// What the fixture's comments expect; a malformed marker throws.
    func expectations() throws -> [Expectation] {
        try files().flatMap { path, url in
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            return try text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
                index, line -> Expectation? in
                guard line.contains("expect-error") || line.contains("expect-warning") else { return nil }
                let words = line.split(separator: " ").map(String.init)
                guard let marker = words.firstIndex(where: { $0 == "expect-error" || $0 == "expect-warning" }),
                    marker + 2 < words.count,
                    words[marker + 1].range(of: #"^CK\d{4}$"#, options: .regularExpression) != nil,
                    words[marker + 2].hasPrefix("@"), let column = Int(words[marker + 2].dropFirst()), column > 0
                else {
                    throw MalformedMarker(path: path, line: index + 1, text: line.trimmingCharacters(in: .whitespaces))
                }
                return Expectation(
                    severity: words[marker] == "expect-error" ? .error : .warning, code: words[marker + 1], path: path,
                    line: index + 2, column: column)
            }
        }
    }

    /// What the front end reports: each report's expectation, its message for failure output, and
    /// the transcript that pins every part of it.
    func diagnose() throws -> (found: [Expectation], messages: [String], transcript: String) {
        let diagnostics = Self.diagnostics(of: try sources())
        let found = diagnostics.map {
            Expectation(
                severity: $0.severity, code: $0.code.id, path: $0.location.path, line: $0.location.range.start.line,
                column: $0.location.range.start.column)
        }
        let transcript = DiagnosticTranscript(sources: try sources()).render(diagnostics)
        return (found, diagnostics.map { "\($0.location): \($0.code.id) \($0.message)" }, transcript)
    }
}
