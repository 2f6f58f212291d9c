import ConstruktDiagnostics

/// `#sourceLocation` directives (construkt.yaml `sourceLocations: true`), so that swiftc reports
/// an error in generated code at the YAML line it comes from: one before each statement of an
/// action or event, each derived value, and each view node in a result-builder closure.
///
/// swiftc accepts a directive only between statements (one inside a modifier chain ends the
/// chain), and a closing `#sourceLocation()` only while a directive is open. So a region of
/// generated code is written with a directive before each piece and a closing one after each
/// list of pieces, and `balanced(_:)` (or `balance(_:)`, over written code) then drops the closing
/// directives that would have nothing to close: the code after a nested list (its parent's modifiers) is reported where it is.
struct SourceLocations {
    /// The file name the directives give, the input's path relative to construkt.yaml.
    let file: String

    /// The directive that makes the next line `range`'s first line.
    func directive(at range: SourceRange) -> String {
        "#sourceLocation(file: \(SwiftStringLiteral(file).source), line: \(range.start.line))"
    }

    /// The directive that returns to the generated file's own lines.
    static let closing = "#sourceLocation()"

    /// `lines` without the closing directives that no directive before them opened.
    static func balanced(_ lines: [String]) -> [String] {
        var open = false
        return lines.filter { line in keeps(line.drop { $0 == " " }, open: &open) }
    }

    /// `code` without the closing directives that no directive before them opened, as `balanced(_:)`.
    static func balance(_ code: inout SwiftCodeWriter) {
        var open = false
        code.dropLines { line in !keeps(line, open: &open) }
    }

    /// Whether a line, without its indentation, stays: any line but a closing directive with
    /// nothing `open`; a directive opens, a closing one closes.
    private static func keeps(_ trimmed: Substring, open: inout Bool) -> Bool {
        if trimmed == closing {
            defer { open = false }
            return open
        }
        if trimmed.hasPrefix("#sourceLocation(file:") { open = true }
        return true
    }
}
