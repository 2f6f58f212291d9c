import Testing

@testable import ConstruktCatalog

/// The compiled-once patterns and the answers they keep: whole matches only, a broken pattern
/// matching everything, and a bounded number of answers however many texts are asked about.
@Suite struct CompiledPatternsTests {
    static let hex = "#[0-9a-fA-F]{3}"

    @Test func aTextMatchesOnlyAsAWholeAndAKeptAnswerIsTheSame() {
        let patterns = CompiledPatterns()
        for _ in 0..<2 {
            #expect(patterns.text("#333", wholeMatches: Self.hex))
            #expect(!patterns.text("x#333", wholeMatches: Self.hex))
            #expect(!patterns.text("#3333", wholeMatches: "^" + Self.hex + "$"))
        }
        #expect(patterns.keptAnswers(for: Self.hex) == 2)
    }

    @Test func aPatternThatDoesNotCompileMatchesEverything() {
        #expect(CompiledPatterns().text("anything", wholeMatches: "(unclosed"))
    }

    @Test func answersStayRightPastTheNumberKept() {
        let patterns = CompiledPatterns()
        let texts = (0..<(CompiledPatterns.answersKeptPerPattern + 100)).map { "#" + String($0, radix: 16) }
        for text in texts { _ = patterns.text(text, wholeMatches: Self.hex) }
        #expect(patterns.keptAnswers(for: Self.hex) == CompiledPatterns.answersKeptPerPattern)
        #expect(patterns.text("#ABC", wholeMatches: Self.hex))
        #expect(!patterns.text("#ABCD", wholeMatches: Self.hex))
        #expect(patterns.keptAnswers(for: Self.hex) == CompiledPatterns.answersKeptPerPattern)
    }
}
