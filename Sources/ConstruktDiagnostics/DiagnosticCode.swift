/// One entry of the diagnostic catalog: a stable code (`CK` and four digits), the severity it has
/// unless a command changes it, a one-line summary and the longer text `explain` prints.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    public let id: String
    public let severity: Severity
    public let summary: String
    public let explanation: String

    public init(_ id: String, _ severity: Severity, summary: String, explanation: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
    }

    public var description: String { id }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
