import ConstruktDiagnostics
import ConstruktReports

/// A checker diagnostic as LSP's `Diagnostic`: range, severity, the code with a link to its
/// explanation, the message with its notes and help, and its labels as related information.
enum DiagnosticConversion {
    /// `lines(path)` gives the line table of a file, for ranges in it; `uri(path)` its URI.
    static func json(_ diagnostic: Diagnostic, lines: (String) -> LineIndex?, uri: (String) -> String) -> JSONValue? {
        guard let index = lines(diagnostic.location.path) else { return nil }
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: " + note }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        var json: [String: JSONValue] = [
            "range": index.range(of: diagnostic.location.range).json,
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.code.id),
            "source": "construkt",
            "message": .string(message),
        ]
        let related: [JSONValue] = diagnostic.labels.compactMap { label in
            guard let labelLines = lines(label.location.path) else { return nil }
            return [
                "location": [
                    "uri": .string(uri(label.location.path)), "range": labelLines.range(of: label.location.range).json,
                ],
                "message": .string(label.message),
            ]
        }
        if !related.isEmpty { json["relatedInformation"] = .array(related) }
        return .object(json)
    }

    /// The one diagnostic of a buffer out of step with its editor, at its start: its checks would
    /// be of a text the editor does not have.
    static func outOfStep(_ reason: String) -> JSONValue {
        [
            "range": LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)).json,
            "severity": .int(severity(.warning)), "source": "construkt",
            "message": .string(TextDocument.outOfStepMessage(reason)),
        ]
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
