import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML
import Foundation

/// A fixture file whose comments say which diagnostics it must produce: a comment
/// `# expect-error CK0201 @5` (or `expect-warning`) stands on the line before the mistake, `@5`
/// being the column the diagnostic must point at. Every diagnostic nobody expected is a failure,
/// and so is every expectation nothing met.
struct DiagnosticFixture {
    struct Expectation: Hashable, CustomStringConvertible {
        var severity: Severity
        var code: String
        var line: Int
        var column: Int

        var description: String { "\(severity.rawValue) \(code) at \(line):\(column)" }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The expectations written in a fixture's comments.
    static func expectations(in text: String) -> [Expectation] {
        var found: [Expectation] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: " ").map(String.init)
            guard let marker = words.firstIndex(where: { $0 == "expect-error" || $0 == "expect-warning" }),
                  marker + 2 < words.count, words[marker + 2].hasPrefix("@"), let column = Int(words[marker + 2].dropFirst()) else { continue }
            found.append(Expectation(severity: words[marker] == "expect-error" ? .error : .warning, code: words[marker + 1], line: index + 2, column: column))
        }
        return found
    }

    /// What the front end reports for a fixture, as expectations, with the messages for failures.
    static func diagnose(_ name: String) throws -> (found: [Expectation], messages: [String], expected: [Expectation]) {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let file = SourceFile(path: name, bytes: [UInt8](data))
        let loaded = YAMLLoader.load(file)
        var diagnostics = loaded.diagnostics
        if let document = loaded.document { diagnostics += ConstruktFile.read(document).diagnostics }
        let found = diagnostics.map { Expectation(severity: $0.severity, code: $0.code.id, line: $0.location.range.start.line, column: $0.location.range.start.column) }
        let messages = diagnostics.map { "\($0.location.range.start): \($0.code.id) \($0.message)" }
        return (found, messages, expectations(in: String(decoding: data, as: UTF8.self)))
    }
}
