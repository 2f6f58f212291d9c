import ConstruktDiagnostics

/// A checker diagnostic as LSP's `Diagnostic`: range, severity, the code with a link to its
/// explanation, the message with its notes and help, and its labels as related information.
enum DiagnosticConversion {
    /// `index` is the line table of the diagnostic's file; `lines(path)` gives that of a file a
    /// label is in, and `uri(path)` its URI (a label in a file without lines is left out).
    static func diagnostic(
        _ diagnostic: Diagnostic, in index: LineIndex, lines: (String) -> LineIndex?, uri: (String) -> String
    ) -> LSPDiagnostic {
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: " + note }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        let related: [DiagnosticRelatedInformation] = diagnostic.labels.compactMap { label in
            guard let labelLines = lines(label.location.path) else { return nil }
            return DiagnosticRelatedInformation(
                location: Location(uri: uri(label.location.path), range: labelLines.range(of: label.location.range)),
                message: label.message)
        }
        return LSPDiagnostic(
            range: index.range(of: diagnostic.location.range), severity: severity(diagnostic.severity),
            code: diagnostic.code.id, message: message, relatedInformation: related.isEmpty ? nil : related)
    }

    /// The one diagnostic of a buffer out of step with its editor, at its start: its checks would
    /// be of a text the editor does not have.
    static func outOfStep(_ reason: String) -> LSPDiagnostic {
        let start = LSPPosition(line: 0, character: 0)
        return LSPDiagnostic(
            range: LSPRange(start: start, end: start), severity: severity(.warning),
            message: TextDocument.outOfStepMessage(reason))
    }

    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }
}
