import ConstruktDiagnostics

/// The counts printed after a report: "2 errors, 1 warning", or "no problems".
public struct DiagnosticSummary: Hashable, Sendable {
    public var errors: Int
    public var warnings: Int

    public init(_ diagnostics: [Diagnostic]) {
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
    }

    /// The counts in words; a count of zero is left out, and notes are not counted.
    public var text: String {
        var parts: [String] = []
        if errors > 0 { parts.append(Self.counted(errors, "error")) }
        if warnings > 0 { parts.append(Self.counted(warnings, "warning")) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
