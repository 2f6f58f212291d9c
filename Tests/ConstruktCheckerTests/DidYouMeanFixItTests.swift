import Foundation
import Testing

/// A help that names exactly one replacement ("did you mean 'username'?") carries the fix-it that
/// writes it, so that editors, json and sarif output can apply it: checked on every diagnostic
/// every fixture produces.
@Suite struct DidYouMeanFixItTests {
    @Test(arguments: DiagnosticFixture.all())
    func everySingleSuggestionHasAFixIt(fixture: DiagnosticFixture) throws {
        let transcript = try fixture.diagnose().transcript
        for report in transcript.split(separator: "\n\n").map(String.init) {
            let lines = report.split(separator: "\n")
            guard let help = lines.first(where: { $0.hasPrefix("  help: ") }),
                help.range(of: #"^  help: did you mean '[^']+'\?$"#, options: .regularExpression) != nil
            else { continue }
            #expect(
                lines.contains { $0.hasPrefix("  fix-it ") },
                "no fix-it for \(help.dropFirst(8)) in \(fixture):\n\(report)")
        }
    }
}
