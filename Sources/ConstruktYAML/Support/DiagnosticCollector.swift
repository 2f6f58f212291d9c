import ConstruktDiagnostics

/// Collects the diagnostics of one file, keeping at most `perCodeLimit` of each code so that a
/// file with ten thousand aliases yields a readable report; the last one kept says how many more
/// were found.
struct DiagnosticCollector {
    static let perCodeLimit = 20

    private var kept: [Diagnostic] = []
    private var counts: [String: Int] = [:]

    var hasErrors: Bool { kept.hasErrors }
    var isEmpty: Bool { kept.isEmpty }

    mutating func add(_ diagnostic: Diagnostic) {
        let count = counts[diagnostic.code.id, default: 0] + 1
        counts[diagnostic.code.id] = count
        if count <= Self.perCodeLimit { kept.append(diagnostic) }
    }

    mutating func add(contentsOf diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { add(diagnostic) }
    }

    /// Removes the kept diagnostics that match `predicate`.
    mutating func removeAll(where predicate: (Diagnostic) -> Bool) {
        kept.removeAll(where: predicate)
    }

    /// The kept diagnostics, each code's last one noting how many of that code were left out.
    func finished() -> [Diagnostic] {
        var result = kept
        for (code, count) in counts where count > Self.perCodeLimit {
            guard let index = result.lastIndex(where: { $0.code.id == code }) else { continue }
            let more = count - Self.perCodeLimit
            result[index].notes.append(
                "\(more) more \(more == 1 ? "problem" : "problems") like this \(more == 1 ? "is" : "are") not shown")
        }
        return result.sortedForReport()
    }
}
