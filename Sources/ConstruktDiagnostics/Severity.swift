/// How serious a diagnostic is. Errors stop generation; warnings become errors under `--strict`.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
