import ConstruktDiagnostics

/// The whole of a fixture's diagnostics as plain text, one block per diagnostic in report order:
/// severity, code, full range and message, then every label, note, help and fix-it. A fix-it is
/// shown as the lines it edits, as they read once it is applied, so a wrong replacement or a wrong
/// range both show. Kept beside each fixture as `<fixture>.diagnostics`.
struct DiagnosticTranscript {
    static let fileExtension = ".diagnostics"

    /// Each fixture file's bytes, by the path its diagnostics name.
    var sources: [String: [UInt8]]

    func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedForReport().map(block).joined(separator: "\n")
    }

    private func block(_ diagnostic: Diagnostic) -> String {
        var lines = [
            "\(diagnostic.severity.rawValue) \(diagnostic.code.id) \(span(diagnostic.location)): \(diagnostic.message)"
        ]
        lines += diagnostic.labels.map { "  label \(span($0.location)): \($0.message)" }
        lines += diagnostic.notes.map { "  note: \($0)" }
        if let help = diagnostic.help { lines.append("  help: \(help)") }
        for fixIt in diagnostic.fixIts {
            lines.append("  fix-it \(span(fixIt.location)) becomes:")
            lines += edited(fixIt).map { "    | \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func span(_ location: SourceLocation) -> String {
        "\(location.path):\(location.range.start)-\(location.range.end)"
    }

    /// The lines the fix-it touches, after the edit.
    private func edited(_ fixIt: Diagnostic.FixIt) -> [String] {
        guard let bytes = sources[fixIt.location.path] else { return ["(no source \(fixIt.location.path))"] }
        let start = min(max(fixIt.location.range.start.offset, 0), bytes.count)
        let end = min(max(fixIt.location.range.end.offset, start), bytes.count)
        let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let text = Array(bytes[lineStart..<start]) + Array(fixIt.replacement.utf8) + Array(bytes[end..<lineEnd])
        return String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }
}
