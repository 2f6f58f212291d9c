import ConstruktDiagnostics

/// The per-file grouping the Checkstyle and JUnit reports share: every checked file in the order
/// given, then any other file a diagnostic is in, in the order first seen, each with its
/// diagnostics in the order they came.
enum ReportFiles {
    static func grouped(_ diagnostics: [Diagnostic], files: [String]) -> [(path: String, diagnostics: [Diagnostic])] {
        var order = files
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let path = diagnostic.location.path
            if byPath[path] == nil, !order.contains(path) { order.append(path) }
            byPath[path, default: []].append(diagnostic)
        }
        var seen = Set<String>()
        return order.filter { seen.insert($0).inserted }.map { ($0, byPath[$0] ?? []) }
    }
}
