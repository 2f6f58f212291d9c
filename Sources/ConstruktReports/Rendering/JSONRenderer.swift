import ConstruktDiagnostics

/// Plain JSON for scripts: every diagnostic with its ranges (line, column in Unicode scalars, byte
/// offset), labels, notes, help and fix-its, then the error and warning counts. Keys always come in
/// the same order.
public struct JSONRenderer: DiagnosticRenderer, Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        let summary = DiagnosticSummary(diagnostics)
        return JSONValue.object([
            ("diagnostics", .array(diagnostics.map(Self.diagnostic))),
            ("summary", .object([("errors", .int(summary.errors)), ("warnings", .int(summary.warnings))])),
        ]).prettyPrinted()
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.id)),
            ("message", .string(diagnostic.message)),
            ("file", .string(diagnostic.location.path)),
            ("range", range(diagnostic.location.range)),
            (
                "labels",
                .array(
                    diagnostic.labels.map { label in
                        .object([
                            ("file", .string(label.location.path)),
                            ("range", range(label.location.range)),
                            ("message", .string(label.message)),
                        ])
                    })
            ),
            ("notes", .array(diagnostic.notes.map { .string($0) })),
            ("help", diagnostic.help.map { .string($0) } ?? .null),
            (
                "fixIts",
                .array(
                    diagnostic.fixIts.map { fixIt in
                        .object([
                            ("file", .string(fixIt.location.path)),
                            ("range", range(fixIt.location.range)),
                            ("replacement", .string(fixIt.replacement)),
                        ])
                    })
            ),
        ])
    }

    private static func range(_ range: SourceRange) -> JSONValue {
        .object([("start", position(range.start)), ("end", position(range.end))])
    }

    private static func position(_ position: SourcePosition) -> JSONValue {
        .object([
            ("line", .int(position.line)),
            ("column", .int(position.column)),
            ("offset", .int(position.offset)),
        ])
    }
}
