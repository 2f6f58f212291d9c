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
}
