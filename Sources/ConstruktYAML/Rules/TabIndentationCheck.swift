import ConstruktDiagnostics

/// Tabs in the leading white space of a line. YAML forbids them in indentation and editors render
/// them differently. A tab on a line that lies inside a quoted or block scalar is text, not
/// indentation, so the byte ranges of multi-line quoted and block scalars are exempt.
enum TabIndentationCheck {
    /// - Parameters:
    ///   - lastLine: the last 1-based line to check (the parser may have stopped before the end).
    ///   - exempt: byte ranges of multi-line quoted and block scalars, in source order.
    static func diagnostics(in file: SourceFile, throughLine lastLine: Int, exempt: [Range<Int>]) -> [Diagnostic] {
        let bytes = file.bytes
        var reports: [Diagnostic] = []
        var exemptIndex = 0
        for lineIndex in 0..<min(lastLine, file.lineCount) {
            var offset = file.lineStarts[lineIndex]
            var firstTab: Int?
            while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 {
                if bytes[offset] == 0x09, firstTab == nil { firstTab = offset }
                offset += 1
            }
            guard let tab = firstTab else { continue }
            while exemptIndex < exempt.count, exempt[exemptIndex].upperBound <= tab { exemptIndex += 1 }
            if exemptIndex < exempt.count, exempt[exemptIndex].contains(tab) { continue }
            reports.append(diagnostic(atOffset: tab, in: file))
            if reports.count == EncodingCheck.maximumReports { break }
        }
        return reports
    }

    static func diagnostic(atOffset offset: Int, in file: SourceFile) -> Diagnostic {
        Diagnostic(
            .tabIndentation,
            "a tab is used for indentation",
            at: file.location(file.range(fromOffset: offset, toOffset: offset + 1)),
            help: "indent with spaces"
        )
    }
}
