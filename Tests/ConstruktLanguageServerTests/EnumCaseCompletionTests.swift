import Testing

@testable import ConstruktLanguageServer

/// An enum's cases complete where a value of it is written: the `to:` of a `set:` of an enum
/// state value, after the `.` of an implicit member compared with a name of the enum, and after
/// a `.` compared with nothing (every enum's cases); the app is `CaseAndFieldNamesTests`'.
@Suite struct EnumCaseCompletionTests {
    static func labels(at needle: String, _ offset: Int) -> [String: String] {
        let result = CaseAndFieldNamesTests.app().ask(
            "textDocument/completion", at: needle, offset, in: "Films.screen.yaml")
        return Dictionary(
            (result?["items"]?.arrayValue ?? []).map {
                ($0["label"]?.stringValue ?? "", $0["detail"]?.stringValue ?? "")
            }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theToOfASetOffersTheCasesOfItsStateValuesEnum() {
        #expect(
            Self.labels(at: "to: loading", 4) == [
                "idle": "MoviesLoad", "loading": "MoviesLoad", "loaded": "MoviesLoad(movies: [Movie])",
                "failed": "MoviesLoad(message: String, code: Int?)",
            ])
    }

    @Test func anImplicitMemberComparedWithANameOffersItsEnumsCases() {
        #expect(Set(Self.labels(at: ".drama}", 1).keys) == ["action", "comedy", "drama"])
    }

    @Test func anImplicitMemberComparedWithNothingOffersEveryEnumsCases() {
        let labels = Self.labels(at: ".failed(", 1)
        #expect(labels["failed"] == "MoviesLoad(message: String, code: Int?)")
        #expect(labels["drama"] == "Genre")
    }
}
