import ConstruktDiagnostics

/// Turns diagnostics into the text of one output format.
///
/// Renderers keep the order they are given (the caller sorts, usually with `sortedForReport()`),
/// produce the same text for the same input, and end non-empty output with a line break.
public protocol DiagnosticRenderer {
    /// The text for `diagnostics`. `sources` maps a `SourceLocation.path` to its file; a path
    /// missing from it only means that no source snippet can be shown for that file.
    func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String
}
