import ConstruktAST
import ConstruktDiagnostics
import Testing

@Suite struct NamingTests {
    @Test func namingRulesAcceptCamelCaseASCIIOnly() {
        #expect(NamingRule.upperCamelCase.accepts("MovieDetail"))
        #expect(NamingRule.lowerCamelCase.accepts("movieId2"))
        #expect(!NamingRule.lowerCamelCase.accepts("MovieId"))
        #expect(!NamingRule.lowerCamelCase.accepts("movie-id"))
        #expect(!NamingRule.lowerCamelCase.accepts("t\u{456}tle"))
        #expect(!NamingRule.lowerCamelCase.accepts(""))
        #expect(!NamingRule.lowerCamelCase.accepts("1st"))
        #expect(NamingRule.lowerCamelCase.accepts("class"))
    }

    @Test func repairsSuggestTheCamelCaseSpelling() {
        #expect(NamingRule.lowerCamelCase.repair("movie-id") == "movieId")
        #expect(NamingRule.lowerCamelCase.repair("Movie_ID") == "movieID")
        #expect(NamingRule.upperCamelCase.repair("movie detail") == "MovieDetail")
        #expect(NamingRule.lowerCamelCase.repair("---") == nil)
    }

    @Test func suggestionsFollowEditDistance() {
        #expect(NameSuggestion.nearest(to: "titel", among: ["title", "subtitle", "font"]) == ["title"])
        #expect(NameSuggestion.nearest(to: "fnt", among: ["font", "tint"]) == ["font"])
        #expect(NameSuggestion.nearest(to: "xyz", among: ["font"]).isEmpty)
        #expect(NameSuggestion.nearest(to: "Title", among: ["title"]) == ["title"])
        #expect(NameSuggestion.help(for: "parmas", among: ["params", "state"]) == "did you mean 'params'?")
    }

    /// One close name is a fix-it that writes it; several are a choice, with no fix-it.
    @Test func aSingleSuggestionIsAFixIt() {
        let location = SourceLocation(
            path: "a.screen.yaml", range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        #expect(
            NameSuggestion.fixIts(for: "usrname", among: ["username", "count"], at: location) == [
                Diagnostic.FixIt(location, replacement: "username")
            ])
        #expect(NameSuggestion.fixIts(for: "cat", among: ["car", "cap"], at: location).isEmpty)
        #expect(NameSuggestion.fixIts(for: "xyz", among: ["font"], at: location).isEmpty)
    }
}
