/// A problem found in the user's files: what is wrong, exactly where, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    /// A secondary range with its own short message ("first defined here").
    public struct Label: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(_ location: SourceLocation, _ message: String) {
            self.location = location
            self.message = message
        }
    }

    /// A machine-applicable edit: replace `location` with `replacement`.
    public struct FixIt: Hashable, Sendable {
        public var location: SourceLocation
        public var replacement: String

        public init(_ location: SourceLocation, replacement: String) {
            self.location = location
            self.replacement = replacement
        }
    }

    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var labels: [Label]
    public var notes: [String]
    public var help: String?
    public var fixIts: [FixIt]

    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation,
        severity: Severity? = nil,
        labels: [Label] = [],
        notes: [String] = [],
        help: String? = nil,
        fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = severity ?? code.severity
        self.message = message
        self.location = location
        self.labels = labels
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics in reading order: by file, then line, then column, then code.
    public func sortedForReport() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let (l, r) = (a.element, b.element)
            if l.location.path != r.location.path { return l.location.path < r.location.path }
            if l.location.range != r.location.range { return l.location.range < r.location.range }
            if l.code.id != r.code.id { return l.code.id < r.code.id }
            return a.offset < b.offset
        }.map(\.element)
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// The same diagnostics with every warning turned into an error (`--strict`).
    public func strict() -> [Diagnostic] {
        map { diagnostic in
            var copy = diagnostic
            if copy.severity == .warning { copy.severity = .error }
            return copy
        }
    }
}
