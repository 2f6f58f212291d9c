import ConstruktDiagnostics
import Testing

/// Every fix-it is a promise: applying a diagnostic's fix-its (together, as an editor's quick fix
/// does) removes that diagnostic and adds no error. Checked on every diagnostic of every fixture:
/// the files are edited in memory and checked again, and what is reported after must be what was
/// reported before, less the fixed diagnostic (and what it alone caused), compared by file, code
/// and message, as positions move with the edit. A warning may show once an error is fixed: the
/// error hid what it says (a value never used, a destination never reached, a condition that
/// never changes).
@Suite struct FixItPropertyTests {
    @Test(arguments: DiagnosticFixture.all())
    func applyingAFixItRemovesItsDiagnosticAndAddsNoError(fixture: DiagnosticFixture) throws {
        let sources = try fixture.sources()
        let before = DiagnosticFixture.diagnostics(of: sources)
        for diagnostic in before where !diagnostic.fixIts.isEmpty {
            let after = DiagnosticFixture.diagnostics(of: FixItEdit.apply(diagnostic.fixIts, to: sources))
            var remaining = before.map(Report.init)
            if let index = remaining.firstIndex(of: Report(diagnostic)) { remaining.remove(at: index) }
            var added: [Report] = []
            for report in after.map(Report.init) {
                if let index = remaining.firstIndex(of: report) {
                    remaining.remove(at: index)
                } else if report.severity == .error {
                    added.append(report)
                }
            }
            let fixed = Report(diagnostic)
            #expect(
                after.map(Report.init).count(where: { $0 == fixed })
                    < before.map(Report.init).count(where: { $0 == fixed }),
                "applying the fix-it of \(diagnostic.location) \(diagnostic.code.id) '\(diagnostic.message)' in \(fixture) leaves it"
            )
            #expect(
                added.isEmpty,
                "applying the fix-it of \(diagnostic.location) \(diagnostic.code.id) '\(diagnostic.message)' in \(fixture) adds \(added)"
            )
        }
    }

    /// A diagnostic as it is compared across an edit.
    struct Report: Hashable, CustomStringConvertible {
        var path: String
        var code: String
        var message: String
        var severity: Severity

        init(_ diagnostic: Diagnostic) {
            path = diagnostic.location.path
            code = diagnostic.code.id
            message = diagnostic.message
            severity = diagnostic.severity
        }

        var description: String { "\(path) \(code) '\(message)'" }
    }
}

/// Fix-its applied to files in memory: each replaces the bytes of its range, the last first, so
/// that the earlier ranges keep their offsets.
enum FixItEdit {
    static func apply(_ fixIts: [Diagnostic.FixIt], to sources: [String: [UInt8]]) -> [String: [UInt8]] {
        var edited = sources
        for fixIt in fixIts.sorted(by: { $0.location.range.start.offset > $1.location.range.start.offset }) {
            guard var bytes = edited[fixIt.location.path] else { continue }
            let range = fixIt.location.range
            bytes.replaceSubrange(range.start.offset..<range.end.offset, with: Array(fixIt.replacement.utf8))
            edited[fixIt.location.path] = bytes
        }
        return edited
    }
}
