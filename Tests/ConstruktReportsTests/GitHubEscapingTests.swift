import ConstruktDiagnostics
import Testing

@testable import ConstruktReports

/// The escaping of `@actions/core`'s command.ts: data escapes `%`, CR and LF; property values
/// escape `:` and `,` as well.
@Suite struct GitHubEscapingTests {
    @Test func dataEscapesPercentAndLineBreaksOnly() {
        #expect(GitHubRenderer.escapeData("100% a:b,c\r\nd") == "100%25 a:b,c%0D%0Ad")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(GitHubRenderer.escapeProperty("50% a:b,c\nd") == "50%25 a%3Ab%2Cc%0Ad")
    }

    @Test func percentIsEscapedFirstSoEscapesAreNotDoubled() {
        #expect(GitHubRenderer.escapeProperty("%3A:") == "%253A%3A")
    }

    @Test func commandCarriesEscapedPropertiesAndMessage() {
        let location = SourceLocation(
            path: "dir, x/a:b.yaml",
            range: SourceRange(
                start: SourcePosition(line: 2, column: 3, offset: 9),
                end: SourcePosition(line: 2, column: 7, offset: 13))
        )
        let diagnostic = Diagnostic(
            .duplicateKey, "key 'a:b' is 100% twice", at: location, notes: ["n1"], help: "fix\nit")
        #expect(
            GitHubRenderer().render([diagnostic], sources: [:]) == """
                ::error file=dir%2C x/a%3Ab.yaml,line=2,col=3,endLine=2,endColumn=7,title=CK0114::key 'a:b' is 100%25 twice%0Anote: n1%0Ahelp: fix%0Ait

                """)
    }

    @Test func severitiesMapToErrorWarningAndNotice() {
        let location = SourceLocation(
            path: "a.yaml", range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        let output = GitHubRenderer().render(
            [Severity.error, .warning, .note].map { Diagnostic(.emptyFile, "m", at: location, severity: $0) },
            sources: [:]
        )
        #expect(output.split(separator: "\n").map { $0.prefix { $0 != " " } } == ["::error", "::warning", "::notice"])
    }
}
